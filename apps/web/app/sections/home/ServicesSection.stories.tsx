import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeCatalog } from './catalog.server.ts';
import { ServicesSection } from './ServicesSection.tsx';

// What the home route's loader gives every section (`<Section {...catalog} />`).
const catalog = homeCatalog();

const meta = {
  title: 'Pages/Home/Services',
  component: ServicesSection,
  args: catalog,
} satisfies Meta<typeof ServicesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(catalog.serviceCards.length);
    await expect(canvas.getByRole('link', { name: 'Discover All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  },
};
