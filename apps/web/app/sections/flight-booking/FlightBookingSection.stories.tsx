import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { site } from '../../site.ts';
import { flightCatalog } from './catalog.server.ts';
import { FlightBookingSection } from './FlightBookingSection.tsx';

const meta = {
  title: 'Pages/Flight Booking/Section',
  component: FlightBookingSection,
  // What the flight booking route's loader gives the page.
  args: flightCatalog(),
} satisfies Meta<typeof FlightBookingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page: header, the "why book with us" card and the request form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Flight Booking Request Form' }),
    ).toBeVisible();
    // The side card hydrates after the rest of the page: its code comes a moment later.
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /^Why Book with / }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: new RegExp(site.phone.replace(/[()+]/g, '.')) }),
    ).toHaveAttribute('href', `tel:${site.phoneHref}`);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
