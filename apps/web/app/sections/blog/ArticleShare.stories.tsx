import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn } from 'storybook/test';
import { blogPost, clearToasts, withToaster } from '../../../.storybook/helpers.tsx';
import { site } from '../../site.ts';
import { ArticleShare } from './ArticleShare.tsx';

const post = blogPost();

const meta = {
  title: 'Pages/Blog/Article/Share Bar',
  component: ArticleShare,
  args: { path: `/blog/${post.slug}`, title: post.title, description: post.excerpt },
  decorators: [withToaster],
  beforeEach: clearToasts,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ArticleShare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six networks (each a new tab) and Copy link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Share this article' })).toBeVisible();
    const facebook = canvas.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' });
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook.getAttribute('href')).toContain(
      encodeURIComponent(`${site.origin}/blog/${post.slug}`),
    );
  },
};

/** Copy link puts the article's address on the clipboard and says so in a toast. */
export const CopyLink: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText('Link copied!')).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      `${site.origin}/blog/${post.slug}`,
    );
  },
};

/** Without clipboard access the toast asks the reader to copy the link by hand. */
export const CopyFailed: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText('Please copy the link manually.')).toBeVisible();
  },
};
