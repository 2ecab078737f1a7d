import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { servicesCatalog } from './catalog.server.ts';
import { ProcessSection } from './ProcessSection.tsx';

// What the /services route's loader gives the page.
const catalog = servicesCatalog();

const meta = {
  title: 'Pages/Services/Process',
  component: ProcessSection,
  args: { steps: catalog.process },
} satisfies Meta<typeof ProcessSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Four Steps to Your Journey' }),
    ).toBeVisible();
  },
};
