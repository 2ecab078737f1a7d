import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrintCollections } from './PrintCollections.tsx';

const meta = {
  title: 'Pages/Print Store/Collections',
  component: PrintCollections,
} satisfies Meta<typeof PrintCollections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Print Collections' }),
    ).toBeVisible();
  },
};
