import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blogPosts } from '../../../.storybook/helpers.tsx';
import { BlogSection, HOME_BLOG_TEASERS } from './BlogSection.tsx';

// What the home loader keeps of the newest articles (`toBlogTeasers`, without the bodies).
const posts = blogPosts
  .slice(0, HOME_BLOG_TEASERS)
  .map(({ slug, title, excerpt, category, date, readTime, scene, imageAlt }) => ({
    slug,
    title,
    excerpt,
    category,
    date,
    readTime,
    scene,
    imageAlt,
  }));

const meta = {
  title: 'Pages/Home/Blog',
  component: BlogSection,
  args: { posts },
} satisfies Meta<typeof BlogSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const newest = posts[0]!;
    await expect(canvas.getByRole('link', { name: newest.title })).toHaveAttribute(
      'href',
      `/blog/${newest.slug}`,
    );
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(HOME_BLOG_TEASERS);
    await expect(canvas.getByRole('link', { name: 'View All Articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};
