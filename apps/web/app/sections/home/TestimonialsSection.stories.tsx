import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeCatalog } from './catalog.server.ts';
import { TestimonialsSection } from './TestimonialsSection.tsx';

// What the home route's loader gives every section (`<Section {...catalog} />`).
const catalog = homeCatalog();

const meta = {
  title: 'Pages/Home/Testimonials',
  component: TestimonialsSection,
  args: catalog,
} satisfies Meta<typeof TestimonialsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(catalog.testimonials[0]!.name)).toBeVisible();
    await expect(canvas.getAllByRole('figure')).toHaveLength(catalog.testimonials.length);
  },
};
