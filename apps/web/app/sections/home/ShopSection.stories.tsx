import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeCatalog } from './catalog.server.ts';
import { ShopSection } from './ShopSection.tsx';

// What the home route's loader gives every section (`<Section {...catalog} />`).
const catalog = homeCatalog();
const shopLinks = /^Shop on .+: /;

const meta = {
  title: 'Pages/Home/Shop',
  component: ShopSection,
  args: catalog,
} satisfies Meta<typeof ShopSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category chips narrow the gear. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const all = catalog.affiliateCategories.flatMap((group) => group.items);
    await expect(canvas.getAllByRole('link', { name: shopLinks })).toHaveLength(all.length);
    const group = catalog.affiliateCategories[1]!;
    await userEvent.click(canvas.getByRole('radio', { name: group.name }));
    await expect(canvas.getAllByRole('link', { name: shopLinks })).toHaveLength(group.items.length);
    await expect(
      canvas.getByRole('heading', { level: 3, name: group.items[0]!.name }),
    ).toBeVisible();
  },
};
