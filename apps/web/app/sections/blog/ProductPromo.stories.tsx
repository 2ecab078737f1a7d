import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductPromo } from './ProductPromo.tsx';

const meta = {
  title: 'Pages/Blog/Article/Product Promo',
  component: ProductPromo,
} satisfies Meta<typeof ProductPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Bring the Journey Home' }),
    ).toBeVisible();
  },
};
