import type { Meta, StoryObj } from '@storybook/react-vite';
import { destinations } from '@travel/catalog';
import { expect } from 'storybook/test';
import { blogPosts } from '../../../.storybook/helpers.tsx';
import { SitemapGroups } from './SitemapGroups.tsx';

const meta = {
  title: 'Pages/Legal/Sitemap',
  component: SitemapGroups,
  // What the sitemap route's loader gives it: titles and paths only.
  args: {
    destinations: destinations.map((item) => ({
      path: `/destinations/${item.slug}`,
      title: item.name,
    })),
    articles: blogPosts.map((post) => ({ path: `/blog/${post.slug}`, title: post.title })),
  },
  argTypes: { destinations: { control: false }, articles: { control: false } },
} satisfies Meta<typeof SitemapGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const article = args.articles[0]!;
    await expect(canvas.getByRole('link', { name: article.title })).toHaveAttribute(
      'href',
      article.path,
    );
  },
};
