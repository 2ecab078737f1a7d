import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, dismissToast, getToasts } from '@travel/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { ContactMain } from './ContactMain.tsx';
import { EMPTY, refill } from './ContactForm.tsx';

function renderPage(url = '/contact') {
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      <Toaster label="Notifications" closeLabel="Close" />
    </I18nextProvider>
  );
  return render(wrap(<ContactMain />));
}

async function fillRequired() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/Email Address/), 'ada@example.org');
  await user.type(screen.getByLabelText(/Tell Us About Your Dream Trip/), 'Japan in spring');
  return user;
}

const bodyOf = (fetchMock: ReturnType<typeof vi.fn>) => {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/contact');
  expect(init.method).toBe('POST');
  expect(init.credentials).toBe('include');
  expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  return JSON.parse(String(init.body)) as Record<string, unknown>;
};

describe('the /contact form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => dismissToast());
  });

  it('marks name, email and message required and gives the message 5 rows', () => {
    renderPage();
    expect(screen.getByLabelText(/Full Name/)).toBeRequired();
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Email Address/)).toBeRequired();
    const message = screen.getByLabelText(/Tell Us About Your Dream Trip/);
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('rows', '5');
    for (const optional of [
      /Phone Number/,
      /Travel Dates/,
      /Destination/,
      /Group Size/,
      /Budget/,
    ]) {
      expect(screen.getByLabelText(optional)).not.toBeRequired();
    }
    const form = screen.getByLabelText(/Full Name/).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    expect(form?.querySelector('input[type="hidden"][name="form"]')).toHaveValue('contact-page');
  });

  it('posts the §7 body, confirms it inline for good and clears the form', async () => {
    let resolve: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const user = await fillRequired();
    await user.type(screen.getByLabelText(/Phone Number/), '+1 612 555 0100');
    await user.selectOptions(screen.getByLabelText(/Group Size/), '2');
    await user.selectOptions(screen.getByLabelText(/Budget/), '5000-10000');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: /Sending Message\.\.\./ })).toBeDisabled();
    expect(bodyOf(fetchMock)).toEqual({
      // No site key in tests: every form still sends the field (spec §7).
      recaptchaToken: null,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '+1 612 555 0100',
      travelDates: '',
      destination: '',
      groupSize: '2',
      budget: '5000-10000',
      message: 'Japan in spring',
    });
    // The fields of spec §7 in its order, then the bot-check token: no context without a request.
    expect(Object.keys(bodyOf(fetchMock))).toEqual([
      'name',
      'email',
      'phone',
      'travelDates',
      'destination',
      'groupSize',
      'budget',
      'message',
      'recaptchaToken',
    ]);

    resolve(Response.json({ success: true, message: 'ok' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Message Sent Successfully!');
    expect(notice).toHaveTextContent(
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
    expect(getToasts()).toEqual([]);
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/Tell Us About Your Dream Trip/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('says inline that the message was not sent on a failure answer, in the server’s words, and keeps the fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, message: 'Our inquiry service is down.' }, { status: 503 }),
      ),
    );
    renderPage();
    const user = await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Our inquiry service is down.');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Tell Us About Your Dream Trip/)).toHaveValue('Japan in spring');
  });

  it('says the same when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderPage();
    const user = await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('ada@example.org');
  });

  it('shows a quiz consultation, prefills name, email and message, and sends the context', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    const query = new URLSearchParams({
      service: 'quiz-consultation',
      name: 'Grace Hopper',
      email: 'grace@example.org',
      recommendation: 'Heritage Tour of Japan',
    });
    renderPage(`/contact?${query}`);

    const notice = await screen.findByRole('status');
    expect(within(notice).getByText("You're asking about")).toBeInTheDocument();
    expect(
      within(notice).getByText('Your travel quiz result: Heritage Tour of Japan'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('grace@example.org');
    expect(screen.getByLabelText(/Tell Us About Your Dream Trip/)).toHaveValue(
      "Hello! The travel quiz recommended Heritage Tour of Japan for me, and I'd like to talk it through with a travel expert.",
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Message Sent Successfully!');
    expect(bodyOf(fetchMock).context).toEqual({
      service: 'quiz-consultation',
      name: 'Grace Hopper',
      email: 'grace@example.org',
      recommendation: 'Heritage Tour of Japan',
    });
    // Sent: the request is done with.
    await waitFor(() => expect(screen.queryByText("You're asking about")).not.toBeInTheDocument());
  });

  it('prerenders an empty <noscript> in the form for the server to fill without JavaScript', () => {
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/contact']}>
          <ContactMain />
        </MemoryRouter>
      </I18nextProvider>,
    );
    // The exact markup apps/api (lib/contact-context-page.ts) looks for, inside the form.
    const slot =
      /<form[^>]*action="\/api\/contact"[^>]*>.*?(<noscript data-slot="contact-context" data-class="[^"<>]+"><\/noscript>).*?<\/form>/s.exec(
        html,
      );
    expect(slot?.[1]).toBeDefined();
  });

  it('refills only the fields that still hold the previous prefill', () => {
    const empty = EMPTY;
    const typed = { ...empty, name: 'Grace Hopper', message: 'Two weeks in June.' };
    const request = {
      ...empty,
      destination: 'Kyoto',
      message: 'Hello! I would like to visit Kyoto.',
    };
    expect(refill(typed, empty, request)).toEqual({
      ...typed,
      destination: 'Kyoto',
    });
    // Sent, then the request is forgotten: the emptied fields stay empty.
    expect(refill(empty, request, empty)).toEqual(empty);
  });

  it('prefills the destination from a destination page', async () => {
    renderPage('/contact?destination=Santorini+Honeymoon');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Destination/)).toHaveValue('Santorini Honeymoon'),
    );
    expect(screen.getByText('Destination: Santorini Honeymoon')).toBeInTheDocument();
  });

  it('describes a gift voucher with its catalog title and amount', async () => {
    renderPage('/contact?service=gift-voucher&type=corporate&amount=7500');
    expect(await screen.findByText('Corporate Rewards gift voucher, $7,500')).toBeInTheDocument();
    expect(screen.getByLabelText(/Tell Us About Your Dream Trip/)).toHaveValue(
      "Hello! I'd like to buy a Corporate Rewards gift voucher worth $7,500.",
    );
  });
});
