import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, getToasts } from '@travel/ui';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { NewsletterSignup } from './NewsletterSignup.tsx';

function renderForm(source: 'blog-sidebar' | 'blog-index' = 'blog-sidebar') {
  render(
    <I18nextProvider i18n={i18n}>
      <NewsletterSignup source={source} fieldId="email-field" />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('NewsletterSignup', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissToast();
  });

  it('works without JavaScript: posts to the endpoint with its source', () => {
    renderForm('blog-index');
    const form = screen.getByRole('textbox', { name: /Email address/ }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter/subscribe');
    expect(form?.querySelector('input[type="hidden"][name="source"]')).toHaveValue('blog-index');
  });

  it('sends the email with an empty name, shows Subscribing..., then welcomes and clears', async () => {
    let resolve: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('button', { name: /Subscribing\.\.\./ })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(JSON.parse(String(init.body))).toEqual({
      // No site key in tests: every form still sends the field (spec §7).
      recaptchaToken: null,
      email: 'ada@example.org',
      name: '',
      source: 'blog-sidebar',
    });

    resolve(Response.json({ success: true, message: 'ok' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue(''),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Welcome aboard!');
    expect(screen.getByRole('status')).toHaveTextContent(
      "You've been subscribed to our travel newsletter. Please confirm from the e-mail we just sent you.",
    );
    expect(getToasts()).toEqual([]);
  });

  it('says inline that the sign-up failed when it is refused, and keeps the address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: 'Already on the list.' })),
    );
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription failed');
    // With the server's message, as spec §8 has it.
    expect(screen.getByRole('alert')).toHaveTextContent('Already on the list.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please try again later.');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('ada@example.org');
  });

  it('says "Please try again later." on a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Subscription failed');
    expect(alert).toHaveTextContent('Please try again later.');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('asks for a valid address at the field, without sending one the server would refuse', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    const field = screen.getByRole('textbox', { name: /Email address/ });
    await user.type(field, 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Please enter a valid email address, such as name@example.com.',
    );
    expect(field).toHaveFocus();
  });
});
