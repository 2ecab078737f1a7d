import type { Meta, StoryObj } from '@storybook/react-vite';
import { destinations, featuredDestinations } from '@travel/catalog';
import { expect, fn, within } from 'storybook/test';
import { DestinationFilters } from './DestinationFilters.tsx';
import { DestinationResults } from './DestinationResults.tsx';
import { FeaturedDestinations } from './FeaturedDestinations.tsx';
import { DEFAULT_FILTERS, filterDestinations, showFeatured } from './filter.ts';
import { useDestinationFilters } from './useDestinationFilters.ts';

const meta = {
  title: 'Pages/Destinations/Filters',
  component: DestinationFilters,
  args: {
    filters: DEFAULT_FILTERS,
    onQueryChange: fn(),
    onCategoryChange: fn(),
    onContinentChange: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof DestinationFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The controls alone: each reports what the visitor chose. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search destinations' }), 'k');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('k');
    const styles = within(canvas.getByRole('radiogroup', { name: 'Filter by category' }));
    await userEvent.click(styles.getByRole('radio', { name: 'Safari' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('Safari');
    // Nothing is filtered, so there is nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  },
};

export const Filtered: Story = {
  args: { filters: { query: 'wine', category: 'All', continent: 'Europe' } },
  play: async ({ canvas, userEvent, args }) => {
    const continents = within(canvas.getByRole('radiogroup', { name: 'Filter by continent' }));
    await expect(continents.getByRole('radio', { name: 'Europe' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

/** The listing as /destinations wires it: the filters drive the featured block and the results. */
export const WithResults: Story = {
  render: function Listing() {
    const { filters, setQuery, setCategory, setContinent, reset } = useDestinationFilters();
    return (
      <>
        <DestinationFilters
          filters={filters}
          onQueryChange={setQuery}
          onCategoryChange={setCategory}
          onContinentChange={setContinent}
          onReset={reset}
        />
        {showFeatured(filters) ? (
          <FeaturedDestinations destinations={featuredDestinations} />
        ) : null}
        <DestinationResults
          filters={filters}
          results={filterDestinations(destinations, filters)}
          onReset={reset}
        />
      </>
    );
  },
  play: async ({ canvas, userEvent, step }) => {
    const results = () => canvas.getAllByRole('heading', { level: 3 });
    await step('All destinations, the featured ones first', async () => {
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'Featured Destinations' }),
      ).toBeVisible();
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'All Destinations' }),
      ).toBeVisible();
    });

    await step('A continent narrows the list and hides the featured block', async () => {
      const continents = within(canvas.getByRole('radiogroup', { name: 'Filter by continent' }));
      await userEvent.click(continents.getByRole('radio', { name: 'Asia' }));
      const asia = destinations.filter((destination) => destination.continent === 'Asia');
      await expect(
        canvas.getByRole('heading', { level: 2, name: `Filtered Destinations (${asia.length})` }),
      ).toBeVisible();
      await expect(canvas.queryByRole('heading', { name: 'Featured Destinations' })).toBeNull();
      await expect(results()).toHaveLength(asia.length);
    });

    await step('A search with no match says so, and Show all starts over', async () => {
      await userEvent.type(
        canvas.getByRole('searchbox', { name: 'Search destinations' }),
        'atlantis',
      );
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'Search Results (0)' }),
      ).toBeVisible();
      await expect(canvas.getByText('No destinations found matching your criteria.')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Show all destinations' }));
      await expect(canvas.getByRole('searchbox', { name: 'Search destinations' })).toHaveValue('');
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'All Destinations' }),
      ).toBeVisible();
    });
  },
};

/** A shared link with a search and a style opens filtered. */
export const FromSharedLink: Story = {
  ...WithResults,
  parameters: { router: { url: '/destinations?q=japan&category=cultural' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search destinations' })).toHaveValue(
      'japan',
    );
    await expect(
      canvas.getByRole('heading', { level: 2, name: /^Search Results \(\d+\)$/ }),
    ).toBeVisible();
  },
};
