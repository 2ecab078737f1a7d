import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@travel/ui';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FooterNewsletter } from '../components/FooterNewsletter.tsx';
import { i18n } from '../i18n.ts';
import { NewsletterSignup } from '../sections/blog/NewsletterSignup.tsx';
import { ContactMain } from '../sections/contact/ContactMain.tsx';
import { getBotToken } from './bot-check.ts';

// Every form that posts runs the bot check with its own action (security review, issue 16),
// so the API can judge every body alike; the inquiry form and the home newsletter have theirs
// in their own tests.
vi.mock('./bot-check.ts', () => ({
  getBotToken: vi.fn(async (action: string) => `token-for-${action}`),
}));

function posted(fetchMock: ReturnType<typeof vi.fn>) {
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

function stubFetch() {
  const fetchMock = vi.fn(async () => Response.json({ success: true, message: 'ok' }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the bot check on every form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(getBotToken).mockClear();
    dismissToast();
  });

  it.each([
    ['blog-sidebar', 'newsletter_blog_sidebar'],
    ['blog-index', 'newsletter_blog_index'],
  ] as const)('the blog newsletter (%s) sends a token of action %s', async (source, action) => {
    const fetchMock = stubFetch();
    render(
      <I18nextProvider i18n={i18n}>
        <NewsletterSignup source={source} fieldId="email-field" />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(getBotToken).toHaveBeenCalledWith(action);
    expect(posted(fetchMock)).toMatchObject({ source, recaptchaToken: `token-for-${action}` });
  });

  it('the footer newsletter sends a token of action newsletter_footer', async () => {
    const fetchMock = stubFetch();
    render(
      <I18nextProvider i18n={i18n}>
        <FooterNewsletter />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: /subscribe/i }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(posted(fetchMock)).toMatchObject({
      source: 'footer',
      recaptchaToken: 'token-for-newsletter_footer',
    });
  });

  it('the /contact form sends a token of action contact_page', async () => {
    const fetchMock = stubFetch();
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/contact']}>
          <ContactMain />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Email Address/), 'ada@example.org');
    await user.type(screen.getByLabelText(/Tell Us About Your Dream Trip/), 'Japan in spring');
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(posted(fetchMock)).toMatchObject({ recaptchaToken: 'token-for-contact_page' });
  });
});
