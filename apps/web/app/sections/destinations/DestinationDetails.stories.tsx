import type { Meta, StoryObj } from '@storybook/react-vite';
import { destinations } from '@travel/catalog';
import { expect } from 'storybook/test';
import { DestinationDetails } from './DestinationDetails.tsx';

const destination = destinations[1]!;

const meta = {
  title: 'Pages/Destinations/Detail/Details',
  component: DestinationDetails,
  args: { destination },
  argTypes: {
    destination: {
      options: destinations.map((item) => item.slug),
      mapping: Object.fromEntries(destinations.map((item) => [item.slug, item])),
      control: 'select',
    },
  },
} satisfies Meta<typeof DestinationDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overview, highlights, the day-by-day itinerary and the facts card. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Day-by-Day Itinerary' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Trip at a Glance' })).toBeVisible();
    await expect(canvas.getByText(destination.highlights[0]!)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
