import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MobileApps } from './MobileApps.tsx';

const meta = {
  title: 'Pages/Tools/Mobile Apps',
  component: MobileApps,
} satisfies Meta<typeof MobileApps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Recommended Mobile Apps' }),
    ).toBeVisible();
  },
};
