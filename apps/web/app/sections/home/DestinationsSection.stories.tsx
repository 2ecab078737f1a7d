import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeCatalog } from './catalog.server.ts';
import { DestinationsSection } from './DestinationsSection.tsx';

// What the home route's loader gives every section (`<Section {...catalog} />`).
const catalog = homeCatalog();

const meta = {
  title: 'Pages/Home/Destinations',
  component: DestinationsSection,
  args: catalog,
} satisfies Meta<typeof DestinationsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = catalog.homeDestinations[0]!;
    await expect(canvas.getByRole('heading', { level: 3, name: first.name })).toBeVisible();
    // The contact form, with the destination filled in.
    await expect(canvas.getByRole('link', { name: `Plan Trip to ${first.name}` })).toHaveAttribute(
      'href',
      `/contact?destination=${encodeURIComponent(first.name)}`,
    );
    await expect(canvas.getAllByRole('link', { name: /^Plan Trip to / })).toHaveLength(
      catalog.homeDestinations.length,
    );
  },
};
