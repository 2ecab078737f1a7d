import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn } from 'storybook/test';
import { site } from '../site.ts';
import { ChatWidget, messagingLink } from './ChatWidget.tsx';

const meta = {
  title: 'Shell/Chat Widget',
  component: ChatWidget,
  // The widget floats at the bottom inline-end corner of the viewport.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a round button with an unread badge. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Chat with us' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('1');
  },
};

/** Open: the panel takes focus in its message box; Escape closes it and returns focus. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with us' }));
    await expect(
      await canvas.findByRole('dialog', { name: `Chat with ${site.brand}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  },
};

/** A message opens the messaging app in a new tab, prefilled, and the panel closes. */
export const SendMessage: Story = {
  beforeEach: () => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with us' }));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Your message' }),
      'Two seats to Lisbon?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(window.open).toHaveBeenCalledWith(
      messagingLink(site.messagingNumber, `Hello ${site.brand}! Two seats to Lisbon?`),
      '_blank',
      'noopener,noreferrer',
    );
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const OpenArabic: Story = {
  ...Open,
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

export const OpenDark: Story = {
  ...Open,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with us' }));
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};
