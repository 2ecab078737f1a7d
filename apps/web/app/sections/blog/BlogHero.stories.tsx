import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlogHero } from './BlogHero.tsx';

const meta = {
  title: 'Pages/Blog/Hero',
  component: BlogHero,
} satisfies Meta<typeof BlogHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Travel Tips & Inspiration' }),
    ).toBeVisible();
  },
};
