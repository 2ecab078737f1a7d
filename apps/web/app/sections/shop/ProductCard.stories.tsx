import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopProducts } from '@travel/catalog';
import { expect } from 'storybook/test';
import { ProductCard } from './ProductCard.tsx';

const product = shopProducts[0]!;

const meta = {
  title: 'Pages/Shop/Product Card',
  component: ProductCard,
  args: { product },
  argTypes: {
    product: {
      options: shopProducts.map((item) => item.id),
      mapping: Object.fromEntries(shopProducts.map((item) => [item.id, item])),
      control: 'select',
    },
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '20rem' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: product.title })).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: new RegExp(`^View on Etsy.*${product.title}.*opens in a new tab`),
      }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** A product on sale shows the price it was. */
export const OnSale: Story = {
  args: { product: shopProducts.find((item) => item.originalPrice) ?? product },
};
