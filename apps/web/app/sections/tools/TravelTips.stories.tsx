import type { Meta, StoryObj } from '@storybook/react-vite';
import { beforeYouGoTips, whileTravelingTips } from '@travel/catalog';
import { expect } from 'storybook/test';
import { TravelTips } from './TravelTips.tsx';

const meta = {
  title: 'Pages/Tools/Travel Tips',
  component: TravelTips,
  args: { beforeYouGoTips, whileTravelingTips },
} satisfies Meta<typeof TravelTips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Travel Tips From Our Experts' }),
    ).toBeVisible();
    for (const tip of [...beforeYouGoTips, ...whileTravelingTips]) {
      await expect(canvas.getByText(tip.title)).toBeVisible();
    }
  },
};
