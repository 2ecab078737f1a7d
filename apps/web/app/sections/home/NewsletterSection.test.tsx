import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, dismissToast } from '@travel/ui';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { getBotToken } from '../../lib/bot-check.ts';
import { homeCatalog } from './catalog.server.ts';
import { NewsletterSection } from './NewsletterSection.tsx';

vi.mock('../../lib/bot-check.ts', () => ({ getBotToken: vi.fn() }));

const botToken = vi.mocked(getBotToken);

async function subscribe() {
  render(
    <I18nextProvider i18n={i18n}>
      <NewsletterSection {...homeCatalog()} />
      <Toaster label="Notifications" closeLabel="Close" />
    </I18nextProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Amina');
  await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'amina@example.com');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  await screen.findByText('Welcome aboard!');
}

function postedBody(fetchMock: ReturnType<typeof vi.fn>) {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/newsletter/subscribe');
  return JSON.parse(String(init.body)) as unknown;
}

describe('the home newsletter sign-up', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => Response.json({ success: true, message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    botToken.mockReset();
    act(() => dismissToast());
  });

  it('runs the bot check with the action newsletter_signup and sends its token', async () => {
    botToken.mockResolvedValue('token-from-recaptcha');
    await subscribe();
    expect(botToken).toHaveBeenCalledWith('newsletter_signup');
    expect(postedBody(fetchMock)).toEqual({
      email: 'amina@example.com',
      name: 'Amina',
      recaptchaToken: 'token-from-recaptcha',
      source: 'home',
    });
  });

  it('signs up with a null token when the check gives none (failed, or no site key)', async () => {
    botToken.mockResolvedValue(null);
    await subscribe();
    expect(postedBody(fetchMock)).toMatchObject({ recaptchaToken: null });
  });
});
