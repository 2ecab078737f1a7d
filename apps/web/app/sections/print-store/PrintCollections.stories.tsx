import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopCategories } from '@travel/catalog';
import { expect } from 'storybook/test';
import { PrintCollections } from './PrintCollections.tsx';

const meta = {
  title: 'Pages/Print Store/Collections',
  component: PrintCollections,
  args: { collections: shopCategories },
} satisfies Meta<typeof PrintCollections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Print Collections' }),
    ).toBeVisible();
    // Prints lead, then the other collections in the catalog's order.
    const names = canvas.getAllByRole('heading', { level: 3 }).map((title) => title.textContent);
    await expect(names).toEqual([
      'Prints',
      ...shopCategories.filter(({ id }) => id !== 'prints').map(({ name }) => name),
    ]);
  },
};
