import type { Meta, StoryObj } from '@storybook/react-vite';
import { destinations } from '@travel/catalog';
import { expect, fn } from 'storybook/test';
import { DestinationResults } from './DestinationResults.tsx';
import { DEFAULT_FILTERS, filterDestinations } from './filter.ts';

const meta = {
  title: 'Pages/Destinations/Results',
  component: DestinationResults,
  args: { filters: DEFAULT_FILTERS, results: destinations, onReset: fn() },
} satisfies Meta<typeof DestinationResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllDestinations: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'All Destinations' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(destinations.length);
  },
};

const europe = { ...DEFAULT_FILTERS, continent: 'Europe' } as const;

export const Filtered: Story = {
  args: { filters: europe, results: filterDestinations(destinations, europe) },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: `Filtered Destinations (${args.results.length})`,
      }),
    ).toBeVisible();
  },
};

/** Nothing matches: the page says so and offers to show everything again. */
export const Empty: Story = {
  args: { filters: { ...DEFAULT_FILTERS, query: 'atlantis' }, results: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Search Results (0)' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all destinations' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};
