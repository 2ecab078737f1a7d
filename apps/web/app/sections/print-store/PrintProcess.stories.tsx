import type { Meta, StoryObj } from '@storybook/react-vite';
import { SHOP_FREE_SHIPPING_THRESHOLD, formatUsd, shopProducts } from '@travel/catalog';
import { expect } from 'storybook/test';
import { PrintProcess } from './PrintProcess.tsx';

const meta = {
  title: 'Pages/Print Store/Process',
  component: PrintProcess,
  args: {
    freeShippingAmount: formatUsd(SHOP_FREE_SHIPPING_THRESHOLD),
    apparelCount: shopProducts.length,
  },
} satisfies Meta<typeof PrintProcess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'How Printing and Shipping Work' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        `The same illustrations on soft cotton tees: ${shopProducts.length} designs to choose from.`,
      ),
    ).toBeVisible();
  },
};
