import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeCatalog } from './catalog.server.ts';
import { ReviewsSection } from './ReviewsSection.tsx';

// What the home route's loader gives every section (`<Section {...catalog} />`).
const catalog = homeCatalog();

const meta = {
  title: 'Pages/Home/Reviews',
  component: ReviewsSection,
  args: catalog,
} satisfies Meta<typeof ReviewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(catalog.reviews[0]!.review)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Write a Review/i })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
