import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeCatalog } from './catalog.server.ts';
import { TrustStrip } from './TrustStrip.tsx';

// What the home route's loader gives every section (`<Section {...catalog} />`).
const catalog = homeCatalog();

const meta = {
  title: 'Pages/Home/Trust Strip',
  component: TrustStrip,
  args: catalog,
} satisfies Meta<typeof TrustStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = catalog.certifications[0]!;
    await expect(canvas.getByText(first.name)).toHaveAttribute('title', first.description);
  },
};
