import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, createRoutesStub, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { typingHistory, useQueryState, type QueryCodec } from './useQueryState.ts';

interface View {
  q: string;
  tag: string;
}

const codec: QueryCodec<View> = {
  defaults: { q: '', tag: 'all' },
  parse: (params) => ({ q: params.get('q') ?? '', tag: params.get('tag') ?? 'all' }),
  serialize: ({ q, tag }) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (tag !== 'all') params.set('tag', tag);
    return params;
  },
};

let renders = 0;

/** A search box and two tag buttons over the hook, plus the URL and a Back button. */
function Page() {
  renders++;
  const [view, setView] = useQueryState(codec);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input
        aria-label="Search"
        value={view.q}
        onChange={(event) =>
          setView({ ...view, q: event.target.value }, typingHistory(view.q, event.target.value))
        }
      />
      <button type="button" onClick={() => setView({ ...view, tag: 'red' }, 'push')}>
        Red
      </button>
      <button type="button" onClick={() => setView({ ...view, tag: 'all' }, 'push')}>
        All
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <Link to="/list?q=shared&tag=blue">Shared link</Link>
      <output data-testid="view">{`${view.q}|${view.tag}`}</output>
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

const Stub = createRoutesStub([
  { path: '/list', Component: Page },
  { path: '/start', Component: () => <output data-testid="url">/start</output> },
]);
const view = () => screen.getByTestId('view').textContent;
const url = () => screen.getByTestId('url').textContent;
const box = () => screen.getByRole('textbox', { name: 'Search' });

function open(initial = '/list') {
  render(<Stub initialEntries={['/start', initial]} initialIndex={1} />);
  return userEvent.setup();
}

describe('typingHistory', () => {
  it('starts an entry with the first character and on emptying, replaces it in between', () => {
    expect(typingHistory('', 'k')).toBe('push');
    expect(typingHistory('k', 'ky')).toBe('replace');
    expect(typingHistory('ky', '')).toBe('push');
  });
});

describe('useQueryState', () => {
  it('renders the defaults while the prerendered page hydrates, whatever the query', () => {
    const html = renderToString(<Stub initialEntries={['/list?q=kyoto&tag=red']} />);
    expect(html).toContain('|all</output>');
    expect(html).not.toContain('kyoto|');
  });

  const hydrated: (() => void)[] = [];
  afterEach(() => {
    for (const unmount of hydrated.splice(0)) unmount();
  });

  /** The prerendered HTML of `entry`, hydrated in the browser as the site does. */
  async function hydrate(entry: string) {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Stub initialEntries={[entry]} />);
    renders = 0;
    const root = await act(async () => hydrateRoot(container, <Stub initialEntries={[entry]} />));
    hydrated.push(() => {
      act(() => root.unmount());
      container.remove();
    });
    return container;
  }

  it('shows the view of the query string once the page has hydrated', async () => {
    const page = await hydrate('/list?q=kyoto&tag=red');
    expect(page.querySelector('[data-testid="view"]')?.textContent).toBe('kyoto|red');
  });

  it('does not render the page again after hydration when the URL shows the plain view', async () => {
    const page = await hydrate('/list');
    expect(page.querySelector('[data-testid="view"]')?.textContent).toBe('|all');
    // A second render would be flushed synchronously inside the hydration task (blocking time).
    expect(renders).toBe(1);
  });

  it('reads the URL at once when mounted in the browser', () => {
    open('/list?q=kyoto&tag=red');
    expect(view()).toBe('kyoto|red');
    expect(box()).toHaveValue('kyoto');
  });

  it('writes every keystroke to the URL in one history entry, which Back leaves', async () => {
    const user = open();
    await user.type(box(), 'kyoto');
    expect(box()).toHaveValue('kyoto');
    expect(url()).toBe('/list?q=kyoto');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(url()).toBe('/list');
    expect(view()).toBe('|all');
    expect(box()).toHaveValue('');
  });

  it('pushes an entry per filter change and restores each view on Back', async () => {
    const user = open();
    await user.type(box(), 'ky');
    await user.click(screen.getByRole('button', { name: 'Red' }));
    // Navigations commit in a transition, which a loaded machine (CI's two cores) can finish
    // after the click's promise: wait for each view rather than read it at once.
    await waitFor(() => expect(url()).toBe('/list?q=ky&tag=red'));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(url()).toBe('/list?q=ky'));
    expect(view()).toBe('ky|all');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view()).toBe('|all'));
  });

  it('does not write, nor add an entry, when the view asked for is the one in the URL', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(url()).toBe('/list');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(url()).toBe('/start');
  });

  it('follows a link to the same page with another query', async () => {
    const user = open();
    await user.type(box(), 'ky');
    await user.click(screen.getByRole('link', { name: 'Shared link' }));
    expect(url()).toBe('/list?q=shared&tag=blue');
    expect(view()).toBe('shared|blue');
  });
});
