import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { InquiryForm } from './InquiryForm.tsx';

function renderForm() {
  render(
    <I18nextProvider i18n={i18n}>
      <InquiryForm />
    </I18nextProvider>,
  );
}

async function fillRequired() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/First Name/), 'Ada');
  await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
  await user.type(screen.getByLabelText(/Tell Us About Your Dream Trip/), 'Japan in spring');
  return user;
}

describe('InquiryForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the §7 inquiry body with credentials and shows the success text', async () => {
    let resolve: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const user = await fillRequired();
    await user.selectOptions(screen.getByLabelText(/Travel Type/), 'honeymoon');
    await user.click(screen.getByRole('button', { name: 'Send My Inquiry' }));

    expect(await screen.findByRole('button', { name: /Sending Your Inquiry/ })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      phone: '',
      travelType: 'honeymoon',
      destination: '',
      budget: '',
      message: 'Japan in spring',
      recaptchaToken: null,
    });

    resolve(Response.json({ success: true, message: 'ok' }));
    expect(await screen.findByText('Thank you for your inquiry!')).toBeInTheDocument();
    expect(
      screen.getByText("We'll contact you within 24 hours to start planning your dream journey."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveValue(''));
  });

  it('keeps the honeypot out of reach and sends it only when something filled it', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const honeypot = screen.getByLabelText('Leave this field empty', { selector: 'input' });
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();

    const user = await fillRequired();
    await user.type(honeypot, 'http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send My Inquiry' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ website: 'http://spam.example' });
  });

  it('shows the failure notice on a network error and keeps the fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderForm();
    const user = await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Send My Inquiry' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact us directly.')).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
  });

  it('shows the server’s message when it refuses the inquiry without naming a field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, message: 'Our inquiry service is down.' }, { status: 503 }),
      ),
    );
    renderForm();
    const user = await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Send My Inquiry' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Our inquiry service is down.');
    expect(alert).not.toHaveTextContent('Please try again or contact us directly.');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
  });

  it('puts the server’s field messages next to the fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            success: false,
            message: 'Please check the highlighted fields.',
            errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderForm();
    const user = await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Send My Inquiry' }));
    // The server knows better than the page here: its refusal shows at the field, in the
    // page's words, and focus goes there.
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please check this field.');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('judges the fields with the server’s schema before sending: a refused address is not sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const user = await fillRequired();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'name@example');
    await user.clear(screen.getByLabelText(/Last Name/));
    await user.click(screen.getByRole('button', { name: 'Send My Inquiry' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Last Name/)).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    expect(screen.getByLabelText(/Last Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address, such as name@example.com.',
    );
  });
});
