import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blogPost } from '../../../.storybook/helpers.tsx';
import { ArticleTags } from './ArticleTags.tsx';

const { tags } = blogPost();

const meta = {
  title: 'Pages/Blog/Article/Tags',
  component: ArticleTags,
  args: { tags },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ArticleTags>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tags' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(tags.length);
  },
};
