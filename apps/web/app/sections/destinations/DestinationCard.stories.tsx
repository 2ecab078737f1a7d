import type { Meta, StoryObj } from '@storybook/react-vite';
import { destinations } from '@travel/catalog';
import { expect } from 'storybook/test';
import { DestinationCard } from './DestinationCard.tsx';

const destination = destinations[0]!;

const meta = {
  title: 'Pages/Destinations/Card',
  component: DestinationCard,
  args: { destination },
  argTypes: { destination: { control: false } },
  parameters: { layout: 'padded' },
  // A card is a list item of a grid.
  decorators: [
    (Story, { args }) => (
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          maxWidth: args.featured ? '64rem' : '26rem',
        }}
      >
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof DestinationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link, named by the trip. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: destination.name })).toHaveAttribute(
      'href',
      `/destinations/${destination.slug}`,
    );
    await expect(canvas.getByText(destination.price)).toBeVisible();
  },
};

export const Featured: Story = {
  args: { featured: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Featured')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
};
