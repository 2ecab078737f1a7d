import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LeadHistory } from './LeadHistory.tsx';
import { contactLead, history } from './story-leads.ts';

const meta = {
  title: 'Staff/Lead History',
  component: LeadHistory,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LeadHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrival, then who opened it, set its status and wrote a note (a colleague since gone). */
export const WorkedOn: Story = {
  args: { lead: contactLead, history },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(history.length + 1);
    await expect(canvas.getByText(/prefer a ryokan/)).toBeVisible();
  },
};

/** Nobody has touched it yet. */
export const JustArrived: Story = {
  args: { lead: contactLead, history: [] },
};
