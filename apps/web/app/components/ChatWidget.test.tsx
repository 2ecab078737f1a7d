import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { site } from '../site.ts';
import { ChatWidget, messagingLink } from './ChatWidget.tsx';

function renderWidget() {
  render(
    <I18nextProvider i18n={i18n}>
      <ChatWidget />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const greeting = `Hello ${site.brand}! `;

/** Taps the chat button and waits for the panel, whose code is fetched on the first tap. */
async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Chat with us' }));
  return screen.findByRole('dialog', { name: `Chat with ${site.brand}` });
}

describe('ChatWidget', () => {
  // The panel's code is fetched on idle or at the first tap (ChatWidget.tsx). Compiled here
  // first, so the tests do not wait on the compiler of a loaded CI machine.
  beforeAll(async () => {
    await import('./ChatPanel.tsx');
  }, 60_000);

  it('shows the unread badge only while closed', async () => {
    const user = renderWidget();
    expect(screen.getByText('1 new message')).toBeInTheDocument();
    expect(await openChat(user)).toBeInTheDocument();
    expect(screen.queryByText('1 new message')).not.toBeInTheDocument();
  });

  it('offers the four quick replies, the privacy note and the response time', async () => {
    const user = renderWidget();
    await openChat(user);
    const replies = screen.getByRole('list', { name: 'Quick replies' });
    expect(replies.querySelectorAll('button')).toHaveLength(4);
    expect(screen.getByText('Average response time: 5 minutes')).toBeInTheDocument();
    expect(screen.getByText('Typically replies in minutes')).toBeInTheDocument();
  });

  it('keeps Send disabled while the text is blank after trimming', async () => {
    const user = renderWidget();
    await openChat(user);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your message'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your message'), 'Hi');
    expect(send).toBeEnabled();
  });

  it('sends typed text with Enter to the messaging app, then closes and clears', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = renderWidget();
    await openChat(user);
    await user.type(screen.getByLabelText('Your message'), 'Safari in March?{Enter}');
    expect(open).toHaveBeenCalledWith(
      messagingLink(site.messagingNumber, `${greeting}Safari in March?`),
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openChat(user);
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('a quick reply opens the conversation with its text', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = renderWidget();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Tell me about group tours' }));
    expect(open.mock.calls[0]?.[0]).toBe(
      `https://wa.me/${site.messagingNumber}?text=${encodeURIComponent(`${greeting}Tell me about group tours`)}`,
    );
  });

  it('Escape closes the panel and returns focus to the chat button', async () => {
    const user = renderWidget();
    await openChat(user);
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });
});
