import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allServicesCatalog } from './catalog.server.ts';
import { MysteryTravelSection } from './MysteryTravelSection.tsx';

// What the /services/all route's loader gives the page.
const { mysteryPackages } = allServicesCatalog();

const meta = {
  title: 'Pages/Services/All/Mystery Travel',
  component: MysteryTravelSection,
  args: { packages: mysteryPackages },
} satisfies Meta<typeof MysteryTravelSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Pack Your Bags for a Surprise' }),
    ).toBeVisible();
    for (const item of mysteryPackages) {
      await expect(canvas.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
    }
  },
};
