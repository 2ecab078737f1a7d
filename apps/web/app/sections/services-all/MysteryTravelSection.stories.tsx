import type { Meta, StoryObj } from '@storybook/react-vite';
import { mysteryPackages } from '@travel/catalog';
import { expect } from 'storybook/test';
import { MysteryTravelSection } from './MysteryTravelSection.tsx';

const meta = {
  title: 'Pages/Services/All/Mystery Travel',
  component: MysteryTravelSection,
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
