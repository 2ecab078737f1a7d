import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfficeMap } from './OfficeMap.tsx';

const meta = {
  title: 'Pages/Contact/Office Map',
  component: OfficeMap,
} satisfies Meta<typeof OfficeMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Find Our Office' })).toBeVisible();
  },
};
