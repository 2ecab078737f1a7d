import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@travel/ui';
import { expect } from 'storybook/test';
import { articleHtml, blogPost } from '../../../.storybook/helpers.tsx';
import { ArticleBody } from './ArticleBody.tsx';

const post = blogPost();

const meta = {
  title: 'Pages/Blog/Article/Body',
  component: ArticleBody,
  // The article's Markdown rendered as its route's loader renders it, infographic included.
  args: { html: articleHtml(post.slug) },
  argTypes: { html: { control: false } },
  parameters: { router: { url: `/blog/${post.slug}` } },
  decorators: [
    (Story) => (
      <Container>
        <article aria-label={post.title}>
          <Story />
        </article>
      </Container>
    ),
  ],
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, lists, tables, the infographic and the call to action box. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    await expect(canvas.getByRole('figure')).toBeVisible();
    // The call to action box ends on a button-like link to the contact form.
    const links = canvas.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    await expect(links.some((href) => href.startsWith('/contact'))).toBe(true);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
