import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blogPost, blogPosts } from '../../../.storybook/helpers.tsx';
import { PostCard } from './PostCard.tsx';

const post = blogPost();

const meta = {
  title: 'Pages/Blog/Post Card',
  component: PostCard,
  args: { post },
  argTypes: {
    post: {
      options: blogPosts.map((item) => item.slug),
      mapping: Object.fromEntries(blogPosts.map((item) => [item.slug, item])),
      control: 'select',
    },
  },
  parameters: { layout: 'padded' },
  // A card is an item of the index's list.
  decorators: [
    (Story, { args }) => (
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          maxWidth: args.featured ? '64rem' : '24rem',
        }}
      >
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card is one link, named by the article's title. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
    await expect(canvas.getByText(post.readTime)).toBeVisible();
  },
};

export const Featured: Story = {
  args: { featured: true },
};
