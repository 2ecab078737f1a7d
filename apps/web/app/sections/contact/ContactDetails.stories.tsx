import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { site } from '../../site.ts';
import { ContactDetails, OfficeHours, WhyChoose } from './ContactDetails.tsx';

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
  render: () => <WhyChoose />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: `Why Choose ${site.brand}?` }),
    ).toBeVisible();
  },
};
