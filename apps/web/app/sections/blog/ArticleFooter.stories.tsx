import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blogPost, clearToasts, withToaster } from '../../../.storybook/helpers.tsx';
import * as styles from './Article.css.ts';
import { ArticleFooter } from './ArticleFooter.tsx';

const post = blogPost();

const meta = {
  title: 'Pages/Blog/Article/Footer',
  component: ArticleFooter,
  args: {
    tags: post.tags,
    path: `/blog/${post.slug}`,
    title: post.title,
    description: post.excerpt,
  },
  argTypes: { tags: { control: false } },
  decorators: [
    withToaster,
    // As in the article: its footer's column, with the rule above it.
    (Story) => (
      <footer className={styles.footer}>
        <Story />
      </footer>
    ),
  ],
  beforeEach: clearToasts,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ArticleFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store's prints, the tags and the share block, in the article's order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Bring the Journey Home', 'Tags', 'Share this article']);
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};
