import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrintProcess } from './PrintProcess.tsx';

const meta = {
  title: 'Pages/Print Store/Process',
  component: PrintProcess,
} satisfies Meta<typeof PrintProcess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'How Printing and Shipping Work' }),
    ).toBeVisible();
  },
};
