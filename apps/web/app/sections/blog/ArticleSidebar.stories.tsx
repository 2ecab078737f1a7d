import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blogPosts, clearToasts, withToaster } from '../../../.storybook/helpers.tsx';
import { site } from '../../site.ts';
import { ArticleSidebar } from './ArticleSidebar.tsx';

// What the article route's loader gives the page of the newest article: the next newest.
const latest = blogPosts[1]!;

const meta = {
  title: 'Pages/Blog/Article/Sidebar',
  component: ArticleSidebar,
  args: { latest },
  argTypes: { latest: { control: false } },
  decorators: [
    withToaster,
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: clearToasts,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ArticleSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Our services, the latest other article, the newsletter and an ad slot. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('complementary', { name: `More from ${site.brand}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: latest.title })).toHaveAttribute(
      'href',
      `/blog/${latest.slug}`,
    );
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
};

/** The only article has no other to point to. */
export const WithoutLatest: Story = {
  args: { latest: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Latest Article' })).toBeNull();
  },
};
