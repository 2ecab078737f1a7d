import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blogPosts } from '../../../.storybook/helpers.tsx';
import { BlogBrowser } from './BlogBrowser.tsx';
import { FEATURED_COUNT, filterPosts } from './posts.ts';

const meta = {
  title: 'Pages/Blog/Browser',
  component: BlogBrowser,
  // What the blog index's loader gives it: every article, newest first, without bodies.
  args: { posts: blogPosts },
  argTypes: { posts: { control: false } },
  parameters: { router: { url: '/blog' } },
} satisfies Meta<typeof BlogBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

const articleLinks = { name: /.+/ } as const;

/** Search, category chips, the featured pair, then every article. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Featured Articles' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(
      blogPosts.length + FEATURED_COUNT,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${blogPosts.length} articles found`,
    );
  },
};

/** A category chip narrows the list and puts the category in the heading. */
export const Category: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Insurance' }));
    const insurance = filterPosts(blogPosts, { filter: 'insurance' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Insurance' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Featured Articles' })).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(insurance.length);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${insurance.length} ${insurance.length === 1 ? 'article' : 'articles'} found`,
    );
  },
};

/** Results follow the typing; with none, Show all articles starts over. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(search, 'japan');
    const japan = filterPosts(blogPosts, { query: 'japan' });
    await expect(
      canvas.getByRole('heading', { level: 2, name: `Search Results (${japan.length})` }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', articleLinks)).toHaveLength(japan.length);

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await expect(canvas.getByText('No articles found matching your search.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all articles' }));
    await expect(search).toHaveValue('');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible();
  },
};

/** A shared link to a filtered view opens on it. */
export const FromSharedLink: Story = {
  parameters: { router: { url: '/blog?category=travel-tips' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Travel Tips' })).toBeChecked();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
};
