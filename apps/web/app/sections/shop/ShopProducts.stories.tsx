import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { shopCatalog } from './catalog.server.ts';
import { defaultShopFilters, shopFacetCounts, type ShopFilters } from './filter.ts';
import { ShopProducts } from './ShopProducts.tsx';

// What the route's loader gives the page.
const { categories, products: shopProducts } = shopCatalog();

const meta = {
  title: 'Pages/Shop/Products',
  component: ShopProducts,
  args: {
    categories,
    products: shopProducts,
    filters: defaultShopFilters,
    counts: shopFacetCounts(shopProducts, defaultShopFilters),
    onSearch: fn(),
    onChange: fn(),
    onReset: fn(),
  },
  // /shop keeps the filters in the address; here the story keeps them.
  render: function Products(args) {
    const [filters, setFilters] = useState<ShopFilters>(args.filters);
    return (
      <ShopProducts
        categories={args.categories}
        products={args.products}
        filters={filters}
        counts={shopFacetCounts(args.products, filters)}
        onSearch={(q) => {
          args.onSearch(q);
          setFilters((current) => ({ ...current, q }));
        }}
        onChange={(change) => {
          args.onChange(change);
          setFilters((current) => ({ ...current, ...change }));
        }}
        onReset={() => {
          args.onReset();
          setFilters(defaultShopFilters);
        }}
      />
    );
  },
} satisfies Meta<typeof ShopProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

const total = shopProducts.length;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Showing ${total} of ${total} products`,
    );
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(total);
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** Search, price and sort narrow and order the grid; Clear filters starts over. */
export const Filtering: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Search by a tag', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'japan');
      const japan = shopProducts.filter((product) => product.tags.includes('japan'));
      await expect(canvas.getByRole('status')).toHaveTextContent(
        `Showing ${japan.length} of ${total} products`,
      );
    });
    await step('Sort by price, highest first', async () => {
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: 'Sort by' }),
        'Price: High to Low',
      );
      const prices = canvas
        .getAllByText(/^\$\d/)
        .map((price) => Number(price.textContent?.replace(/[^\d.]/g, '')));
      await expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });
    await step('Clear filters', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
      await expect(canvas.getByRole('status')).toHaveTextContent(
        `Showing ${total} of ${total} products`,
      );
    });
  },
};

/** A category with nothing in it yet shows the Coming Very Soon banner. */
export const ComingSoon: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Category' }),
      'Prints (none)',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing 0 of ${total} products`);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Coming Very Soon' })).toBeVisible();
  },
};
