import type { Meta, StoryObj } from '@storybook/react-vite';
import { destinations } from '@travel/catalog';
import { expect } from 'storybook/test';
import { relatedDestinations } from './filter.ts';
import { RelatedDestinations } from './RelatedDestinations.tsx';

// What the detail route's loader gives the page of the first destination.
const related = relatedDestinations(destinations[0]!, destinations);

const meta = {
  title: 'Pages/Destinations/Detail/Related',
  component: RelatedDestinations,
  args: { destinations: related },
} satisfies Meta<typeof RelatedDestinations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'You Might Also Like' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(related.length);
  },
};

/** With no related trip the section leaves the page. */
export const NoneRelated: Story = {
  args: { destinations: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
