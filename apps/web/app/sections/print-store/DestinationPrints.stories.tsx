import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DestinationPrints } from './DestinationPrints.tsx';

const meta = {
  title: 'Pages/Print Store/Destination Prints',
  component: DestinationPrints,
} satisfies Meta<typeof DestinationPrints>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Destination Prints' }),
    ).toBeVisible();
  },
};
