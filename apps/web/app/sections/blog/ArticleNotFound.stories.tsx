import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleNotFound } from './ArticleNotFound.tsx';

const meta = {
  title: 'Pages/Blog/Article/Not Found',
  component: ArticleNotFound,
} satisfies Meta<typeof ArticleNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Article Not Found' }),
    ).toBeVisible();
  },
};
