import type { Meta, StoryObj } from '@storybook/react-vite';
import { destinations } from '@travel/catalog';
import { expect } from 'storybook/test';
import { DestinationDetailHero } from './DestinationDetailHero.tsx';
import { planTripHref } from '../../lib/plan-trip-href.ts';

const destination = destinations[1]!;

const meta = {
  title: 'Pages/Destinations/Detail/Hero',
  component: DestinationDetailHero,
  args: { destination },
  argTypes: {
    destination: {
      options: destinations.map((item) => item.slug),
      mapping: Object.fromEntries(destinations.map((item) => [item.slug, item])),
      control: 'select',
    },
  },
  parameters: { router: { url: `/destinations/${destination.slug}` } },
} satisfies Meta<typeof DestinationDetailHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: destination.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Plan this trip' })).toHaveAttribute(
      'href',
      planTripHref(destination.name),
    );
  },
};
