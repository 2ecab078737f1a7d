import type { Meta, StoryObj } from '@storybook/react-vite';
import { recommendedApps } from '@travel/catalog';
import { expect } from 'storybook/test';
import { MobileApps } from './MobileApps.tsx';

const meta = {
  title: 'Pages/Tools/Mobile Apps',
  component: MobileApps,
  args: { apps: recommendedApps },
} satisfies Meta<typeof MobileApps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Recommended Mobile Apps' }),
    ).toBeVisible();
    for (const app of recommendedApps) {
      await expect(canvas.getByRole('heading', { level: 3, name: app.name })).toBeVisible();
    }
  },
};
