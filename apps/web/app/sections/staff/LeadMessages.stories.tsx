import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LeadMessages } from './LeadMessages.tsx';
import { contactLead, messages } from './story-leads.ts';

const meta = {
  title: 'Staff/Lead Messages',
  component: LeadMessages,
  parameters: { layout: 'padded' },
  args: { leadId: contactLead.id, onUpdate: fn() },
} satisfies Meta<typeof LeadMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agency's notice went out; the visitor's receipt bounced for good and can be sent again. */
export const OneFailed: Story = {
  args: { messages },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/550 5.1.1 Mailbox unavailable/)).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** No e-mail was written about this lead (mail came later, or it was erased). */
export const None: Story = {
  args: { messages: [] },
};
