import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrintHero } from './PrintHero.tsx';

const meta = {
  title: 'Pages/Print Store/Hero',
  component: PrintHero,
} satisfies Meta<typeof PrintHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Travel Art, Printed to Order' }),
    ).toBeVisible();
  },
};
