import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DestinationsHero } from './DestinationsHero.tsx';

const meta = {
  title: 'Pages/Destinations/Hero',
  component: DestinationsHero,
} satisfies Meta<typeof DestinationsHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Explore Our Destinations' }),
    ).toBeVisible();
  },
};
