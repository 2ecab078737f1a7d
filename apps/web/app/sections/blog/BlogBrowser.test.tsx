import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n.ts';
import { BlogBrowser } from './BlogBrowser.tsx';
import type { BlogPostSummary } from './posts.ts';

const post = (
  id: number,
  title: string,
  category: BlogPostSummary['category'],
  tags: string[],
): BlogPostSummary => ({
  id,
  title,
  slug: `post-${id}`,
  excerpt: `Excerpt of ${title}`,
  author: 'Dana Okafor',
  authorRole: 'Specialist',
  date: `2025-01-${String(20 - id).padStart(2, '0')}`,
  category,
  readTime: '9 min read',
  tags,
  scene: 'city',
  imageAlt: 'A city',
});

const posts = [
  post(1, 'Cheap Flights', 'Travel Tips', ['airfare']),
  post(2, 'Japan by Season', 'Destination Guide', ['kyoto']),
  post(3, 'Insurance Explained', 'Insurance', ['claims']),
  post(4, 'Packing Light', 'Travel Tips', ['luggage']),
];

function renderBrowser(initial = '/blog') {
  const Stub = createRoutesStub([
    { path: '/blog', Component: () => <BlogBrowser posts={posts} /> },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[initial]} />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const results = () =>
  screen.getByRole('region', {
    name: /Latest Articles|Search Results|Travel Tips|Insurance|Destination Guide/,
  });

describe('BlogBrowser', () => {
  it('features the first two and lists all under All', () => {
    renderBrowser();
    const featured = screen.getByRole('region', { name: 'Featured Articles' });
    expect(
      within(featured)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Cheap Flights', 'Japan by Season']);
    expect(within(results()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Latest Articles',
    );
    expect(within(results()).getAllByRole('article')).toHaveLength(4);
    expect(within(results()).getByRole('link', { name: 'Packing Light' })).toHaveAttribute(
      'href',
      '/blog/post-4',
    );
  });

  it('searches, hides the featured pair and shows the empty text', async () => {
    const user = renderBrowser();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'KYOTO');
    expect(within(results()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Search Results (1)',
    );
    expect(screen.queryByRole('region', { name: 'Featured Articles' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('1 article found');

    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search articles' }),
      'nothing like this',
    );
    expect(screen.getByText('No articles found matching your search.')).toBeInTheDocument();
  });

  it('filters by category chip, headed by the category name', async () => {
    const user = renderBrowser();
    await user.click(screen.getByRole('radio', { name: 'Travel Tips' }));
    expect(within(results()).getByRole('heading', { level: 2 })).toHaveTextContent('Travel Tips');
    expect(within(results()).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Featured Articles' })).toBeNull();
  });

  it('reads a shared view from the address', async () => {
    renderBrowser('/blog?category=insurance');
    expect(await screen.findByRole('heading', { level: 2, name: 'Insurance' })).toBeInTheDocument();
    expect(within(results()).getAllByRole('article')).toHaveLength(1);
  });
});
