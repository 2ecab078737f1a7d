import type { Meta, StoryObj } from '@storybook/react-vite';
import { SHOP_FREE_SHIPPING_THRESHOLD, formatUsd } from '@travel/catalog';
import { expect } from 'storybook/test';
import { ShopExtras } from './ShopExtras.tsx';

const meta = {
  title: 'Pages/Shop/Extras',
  component: ShopExtras,
  args: { freeShippingAmount: formatUsd(SHOP_FREE_SHIPPING_THRESHOLD) },
} satisfies Meta<typeof ShopExtras>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Want Something Made Just for You?' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Free shipping over $35' }),
    ).toBeVisible();
  },
};
