import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n.ts';
import Destinations from '../../routes/destinations.tsx';
import { destinationSummaries } from './catalog.server.ts';

/** What the route's loader gives the page at prerender. */
const routeProps = {
  loaderData: { destinations: destinationSummaries() },
} as Parameters<typeof Destinations>[0];

/** Shows the current URL so tests can read what the page wrote to it. */
function Url() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

const Stub = createRoutesStub([
  {
    path: '/destinations',
    Component: () => (
      <>
        <Destinations {...routeProps} />
        <Url />
      </>
    ),
  },
]);

function page(url: string) {
  return (
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>
  );
}

const cards = () =>
  within(
    screen.getByRole('region', {
      name: /^(All Destinations|Filtered Destinations|Search Results)/,
    }),
  ).queryAllByRole('heading', { level: 3 });

describe('the destinations listing', () => {
  it('renders the full, unfiltered listing before hydration whatever the query', () => {
    const html = renderToString(page('/destinations?q=kyoto&category=cultural'));
    expect(html).toContain('Featured Destinations');
    expect(html).toContain('All Destinations');
    expect(html).not.toContain('Search Results');
  });

  it('applies the query string once mounted', async () => {
    render(page('/destinations?category=safari'));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Filtered Destinations (1)' }),
      ).toBeTruthy(),
    );
    expect(cards().map((heading) => heading.textContent)).toEqual(['Masai Mara Safari']);
    expect(screen.queryByRole('heading', { name: 'Featured Destinations' })).toBeNull();
  });

  it('filters while typing and writes the search to the URL', async () => {
    const user = userEvent.setup();
    render(page('/destinations'));
    await user.type(screen.getByRole('searchbox', { name: 'Search destinations' }), 'ITALY');
    expect(screen.getByRole('heading', { level: 2, name: 'Search Results (1)' })).toBeTruthy();
    expect(cards().map((heading) => heading.textContent)).toEqual(['Tuscany Wine & Food Tour']);
    await waitFor(() =>
      expect(screen.getByTestId('url').textContent).toBe('/destinations?q=ITALY'),
    );
  });

  it('combines a chip with the search and shows the empty text', async () => {
    const user = userEvent.setup();
    render(page('/destinations'));
    await user.type(screen.getByRole('searchbox', { name: 'Search destinations' }), 'italy');
    await user.click(screen.getByRole('radio', { name: 'Asia' }));
    expect(screen.getByText('No destinations found matching your criteria.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('url').textContent).toBe('/destinations?q=italy&continent=asia'),
    );
    await user.click(screen.getByRole('button', { name: 'Show all destinations' }));
    expect(screen.getByRole('heading', { level: 2, name: 'All Destinations' })).toBeTruthy();
    expect(cards()).toHaveLength(6);
  });
});
