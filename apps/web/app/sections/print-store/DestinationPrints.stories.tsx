import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { printStoreCatalog } from './catalog.server.ts';
import { DestinationPrints } from './DestinationPrints.tsx';

// What the route's loader gives the page.
const { prints } = printStoreCatalog();

const meta = {
  title: 'Pages/Print Store/Destination Prints',
  component: DestinationPrints,
  args: { prints },
} satisfies Meta<typeof DestinationPrints>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Destination Prints' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(prints.length);
    await expect(
      canvas.getByRole('link', { name: new RegExp(`${prints[0]!.name}.*opens in a new tab`) }),
    ).toHaveAttribute('href', prints[0]!.href);
  },
};
