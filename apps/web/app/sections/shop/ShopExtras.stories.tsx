import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShopExtras } from './ShopExtras.tsx';

const meta = {
  title: 'Pages/Shop/Extras',
  component: ShopExtras,
} satisfies Meta<typeof ShopExtras>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Want Something Made Just for You?' }),
    ).toBeVisible();
  },
};
