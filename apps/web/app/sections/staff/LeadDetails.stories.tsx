import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LeadDetails } from './LeadDetails.tsx';
import { contactLead, flightLead, suspectInquiry } from './story-leads.ts';

const meta = {
  title: 'Staff/Lead Details',
  component: LeadDetails,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LeadDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flight request: the route, the dates and passengers, and links to answer. */
export const FlightRequest: Story = {
  args: { lead: flightLead },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'amelia@example.org' })).toHaveAttribute(
      'href',
      'mailto:amelia@example.org',
    );
    await expect(canvas.getByRole('link', { name: '+1 612 555 0123' })).toHaveAttribute(
      'href',
      'tel:+16125550123',
    );
    await expect(canvas.getByText('Minneapolis (MSP) to Honolulu (HNL)')).toBeVisible();
  },
};

/** A /contact message that came with a service context (the mystery-trip page). */
export const ContactWithContext: Story = {
  args: { lead: contactLead },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Weekend escape')).toBeVisible();
  },
};

/** A home inquiry with little more than a name: what was not given says so. */
export const SparseInquiry: Story = {
  args: { lead: suspectInquiry },
};
