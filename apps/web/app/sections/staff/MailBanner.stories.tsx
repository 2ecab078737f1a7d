import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MailBanner } from './MailBanner.tsx';

const meta = {
  title: 'Staff/Mail Banner',
  component: MailBanner,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MailBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No mail server set up: messages wait in the outbox, and the inbox says how many. */
export const NotConfigured: Story = {
  args: { mail: { configured: false, waiting: 3, failed: 0 } },
};

/** Some messages were given up on after a day of retries: staff can send them again. */
export const Failed: Story = {
  args: { mail: { configured: true, waiting: 0, failed: 2 } },
};

/** All is well: no banner at all. */
export const AllWell: Story = {
  args: { mail: { configured: true, waiting: 0, failed: 0 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
