import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@travel/ui';
import { expect } from 'storybook/test';
import { blogPost, blogPosts } from '../../../.storybook/helpers.tsx';
import { ArticleHeader } from './ArticleHeader.tsx';
import { categoryKey } from './posts.ts';

const post = blogPost();

const meta = {
  title: 'Pages/Blog/Article/Header',
  component: ArticleHeader,
  args: { post, categoryKey: categoryKey(post.category) },
  argTypes: {
    post: {
      options: blogPosts.map((item) => item.slug),
      mapping: Object.fromEntries(blogPosts.map((item) => [item.slug, item])),
      control: 'select',
    },
    categoryKey: { control: false },
  },
  // The category's key follows the post chosen, as the article's loader gives it.
  render: (args) => <ArticleHeader {...args} categoryKey={categoryKey(args.post.category)} />,
  parameters: { router: { url: `/blog/${post.slug}` } },
  decorators: [
    (Story) => (
      <Container>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof ArticleHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(canvas.getByText(post.author)).toBeVisible();
  },
};

/** The article's own text stays English and left to right on an Arabic page. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  },
};
