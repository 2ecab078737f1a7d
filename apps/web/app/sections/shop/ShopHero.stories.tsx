import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShopHero } from './ShopHero.tsx';

const meta = {
  title: 'Pages/Shop/Hero',
  component: ShopHero,
} satisfies Meta<typeof ShopHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Wear Your Wanderlust' }),
    ).toBeVisible();
  },
};
