import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ShopCategoryId } from '@travel/catalog';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { shopCatalog } from './catalog.server.ts';
import { defaultShopFilters, shopFacetCounts, type ShopCategoryFilter } from './filter.ts';
import { ShopCategories } from './ShopCategories.tsx';

// What the route's loader gives the page.
const { categories, products } = shopCatalog();

const meta = {
  title: 'Pages/Shop/Categories',
  component: ShopCategories,
  args: {
    categories,
    selected: 'all',
    counts: shopFacetCounts(products, defaultShopFilters).categories,
    onSelect: fn(),
  },
  render: function Categories(args) {
    const [selected, setSelected] = useState<ShopCategoryFilter>(args.selected);
    return (
      <ShopCategories
        categories={args.categories}
        selected={selected}
        counts={args.counts}
        onSelect={(category: ShopCategoryId) => {
          args.onSelect(category);
          setSelected(category);
        }}
      />
    );
  },
} satisfies Meta<typeof ShopCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a category marks its card as the current one. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const prints = categories.find((category) => category.id === 'prints')!;
    const link = canvas.getByRole('link', { name: `Browse ${prints.name} (no products yet)` });
    await expect(link).not.toHaveAttribute('aria-current');
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledWith('prints');
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('Selected')).toBeVisible();
  },
};

export const Selected: Story = {
  args: { selected: 'apparel' },
};
