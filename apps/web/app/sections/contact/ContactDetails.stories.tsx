import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { site } from '../../site.ts';
import { contactCatalog } from './catalog.server.ts';
import { ContactDetails, OfficeHours, WhyChoose } from './ContactDetails.tsx';

// What the contact route's loader gives the page.
const { trustClaims } = contactCatalog();

const meta = {
  title: 'Pages/Contact/Details',
  component: ContactDetails,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Address, phone and e-mail of the office. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(site.email) })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  },
};

export const Hours: Story = {
  render: () => <OfficeHours />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Office Hours' })).toBeVisible();
  },
};

export const Promises: Story = {
  render: () => <WhyChoose trustClaims={trustClaims} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: `Why Choose ${site.brand}?` }),
    ).toBeVisible();
    // Every promise the route's loader gives.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(trustClaims.length);
  },
};
