import type { Meta, StoryObj } from '@storybook/react-vite';
import { featuredDestinations } from '@travel/catalog';
import { expect } from 'storybook/test';
import { FeaturedDestinations } from './FeaturedDestinations.tsx';

const meta = {
  title: 'Pages/Destinations/Featured',
  component: FeaturedDestinations,
  args: { destinations: featuredDestinations },
} satisfies Meta<typeof FeaturedDestinations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Featured Destinations' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Featured')).toHaveLength(featuredDestinations.length);
  },
};
