import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { servicesCatalog } from './catalog.server.ts';
import { UmrahSection } from './UmrahSection.tsx';

// What the /services route's loader gives the page.
const catalog = servicesCatalog();

const meta = {
  title: 'Pages/Services/Umrah',
  component: UmrahSection,
  args: { services: catalog.services },
} satisfies Meta<typeof UmrahSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Umrah Pilgrimage' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Ask About This Service/ })).toHaveLength(2);
  },
};
