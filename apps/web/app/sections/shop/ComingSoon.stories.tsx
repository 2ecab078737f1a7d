import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComingSoon } from './ComingSoon.tsx';

const meta = {
  title: 'Pages/Shop/Coming Soon',
  component: ComingSoon,
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Coming Very Soon' })).toBeVisible();
  },
};
