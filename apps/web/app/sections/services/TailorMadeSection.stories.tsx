import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { servicesCatalog } from './catalog.server.ts';
import { TailorMadeSection } from './TailorMadeSection.tsx';

// What the /services route's loader gives the page.
const catalog = servicesCatalog();

const meta = {
  title: 'Pages/Services/Tailor-Made',
  component: TailorMadeSection,
  args: { tripStyles: catalog.tripStyles },
} satisfies Meta<typeof TailorMadeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'A Trip Designed Only for You' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Design My Trip' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};
