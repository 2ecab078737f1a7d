import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, dismissToast, getToasts } from '@travel/ui';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { site } from '../../site.ts';
import { FlightBookingForm } from './FlightBookingForm.tsx';

function renderForm() {
  render(
    <I18nextProvider i18n={i18n}>
      <FlightBookingForm />
      <Toaster label="Notifications" closeLabel="Close" />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const field = (label: RegExp) => screen.getByLabelText(label);

/**
 * The HTML of `node` as the build prerenders it (entry.server.tsx): once every part of it is
 * there, those that hydrate later (the extra services) included, and none outlined.
 */
async function prerenderHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** Next year: dates in it are always ahead (the form takes departures from today on). */
const YEAR = new Date().getFullYear() + 1;

async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  { passengers = '1', cabin = 'economy' } = {},
) {
  await user.type(field(/First Name/), 'Ada');
  await user.type(field(/Last Name/), 'Lovelace');
  await user.type(field(/Email Address/), 'ada@example.org');
  await user.type(field(/Phone Number/), '+1 612 555 0100');
  await user.type(field(/Departure City/), 'Minneapolis');
  await user.type(field(/Arrival City/), 'Tokyo');
  fireEvent.change(field(/Departure Date/), { target: { value: `${YEAR}-04-02` } });
  await user.selectOptions(field(/Passengers/), passengers);
  await user.selectOptions(field(/^Class/), cabin);
}

function postedBody(fetchMock: ReturnType<typeof vi.fn>) {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/contact');
  expect(init.method).toBe('POST');
  expect(init.credentials).toBe('include');
  expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  return JSON.parse(String(init.body)) as unknown;
}

describe('FlightBookingForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => dismissToast());
  });

  it('posts the composed §7 body of a round trip with extras, then clears the form', async () => {
    let resolve: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();

    expect(screen.getByRole('radio', { name: 'Round Trip' })).toBeChecked();
    await fillRequired(user, { passengers: '2', cabin: 'business' });
    fireEvent.change(field(/Return Date/), { target: { value: `${YEAR}-04-12` } });
    expect(field(/Return Date/)).toHaveAttribute('min', `${YEAR}-04-02`);
    await user.type(field(/Preferred Airline/), 'Delta');
    await user.selectOptions(field(/Seat Preference/), 'window');
    await user.selectOptions(field(/Meal Preference/), 'vegetarian');
    // The extra services hydrate after the rest of the form: their code comes a moment later.
    await user.click(await screen.findByRole('checkbox', { name: 'Accommodation' }));
    await user.click(screen.getByRole('checkbox', { name: 'Travel insurance' }));
    await user.type(field(/Special Requests or Comments/), 'Seats together, please.');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
    expect(postedBody(fetchMock)).toEqual({
      // No site key in tests: every form still sends the field (spec §7).
      recaptchaToken: null,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '+1 612 555 0100',
      travelType: 'Flight Booking',
      destination: 'Minneapolis to Tokyo',
      travelDates: `${YEAR}-04-02 - ${YEAR}-04-12`,
      groupSize: '2',
      message: [
        'Trip Type: roundtrip',
        'Route: Minneapolis to Tokyo',
        `Departure: ${YEAR}-04-02`,
        `Return: ${YEAR}-04-12`,
        'Passengers: 2',
        'Class: business',
        'Preferred Airline: Delta',
        'Seat Preference: window',
        'Meal Preference: vegetarian',
        'Additional Services: Accommodation, Travel insurance',
        'Special Requests: Seats together, please.',
      ].join('\n'),
    });

    resolve(Response.json({ success: true, message: 'ok' }));
    expect(await screen.findByText('Flight Booking Request Submitted!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Our travel experts will contact you within 24 hours with flight options and pricing.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(field(/First Name/)).toHaveValue(''));
    expect(field(/Departure Date/)).toHaveValue('');
    expect(field(/Passengers/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Accommodation' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Round Trip' })).toBeChecked();
  });

  it('posts a one-way trip with the defaults (Any / No preference / Standard) and no return date', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();

    expect(field(/Return Date/)).toBeRequired();
    await user.click(screen.getByRole('radio', { name: 'One Way' }));
    expect(screen.queryByLabelText(/Return Date/)).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    await screen.findByText('Flight Booking Request Submitted!');
    expect(postedBody(fetchMock)).toEqual({
      // No site key in tests: every form still sends the field (spec §7).
      recaptchaToken: null,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '+1 612 555 0100',
      travelType: 'Flight Booking',
      destination: 'Minneapolis to Tokyo',
      travelDates: `${YEAR}-04-02`,
      groupSize: '1',
      message: [
        'Trip Type: oneway',
        'Route: Minneapolis to Tokyo',
        `Departure: ${YEAR}-04-02`,
        'Passengers: 1',
        'Class: economy',
        'Preferred Airline: Any',
        'Seat Preference: No preference',
        'Meal Preference: Standard',
        'Additional Services: None',
        'Special Requests: None',
      ].join('\n'),
    });
    // Trip type back to round trip: the return date is asked again.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Round Trip' })).toBeChecked());
    expect(field(/Return Date/)).toBeRequired();
  });

  it('says inline that the request could not be sent when the server cannot take it, and keeps every field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, message: 'Our inquiry service is down.' }, { status: 503 }),
      ),
    );
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'One Way' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    // The server's own words, as spec §8 has it for a refusal ("with server message").
    expect(await screen.findByText('Submission failed')).toBeInTheDocument();
    expect(screen.getByText('Our inquiry service is down.')).toBeVisible();
    expect(screen.queryByText(`Please try again later or call us at ${site.phone}.`)).toBeNull();
    expect(getToasts()).toEqual([]);
    expect(field(/First Name/)).toHaveValue('Ada');
    expect(field(/Departure Date/)).toHaveValue(`${YEAR}-04-02`);
    expect(screen.getByRole('radio', { name: 'One Way' })).toBeChecked();
  });

  it('asks to call when the request cannot be sent at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'One Way' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(
      await screen.findByText(`Please try again later or call us at ${site.phone}.`),
    ).toBeInTheDocument();
    expect(field(/Arrival City/)).toHaveValue('Tokyo');
  });

  it('judges the fields as the server does: what it would refuse is not sent, and is said at the field', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'One Way' }));
    await fillRequired(user);
    // A browser's email check lets this through; the server's schema does not.
    await user.clear(field(/Email Address/));
    await user.type(field(/Email Address/), 'ada@localhost');
    await user.clear(field(/Phone Number/));
    await user.type(field(/Phone Number/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(field(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Email Address/)).toHaveAccessibleDescription(
      'Please enter a valid email address, such as name@example.com.',
    );
    expect(field(/Email Address/)).toHaveFocus();
    expect(field(/Phone Number/)).toHaveAccessibleDescription(
      'Please enter a phone number, such as +1 612 555 0147.',
    );
    expect(screen.getByText('Please correct the fields marked above.')).toBeInTheDocument();
  });

  it('refuses a departure before today in the visitor’s calendar, though it is still today somewhere', async () => {
    // 1 a.m. on 10 January where the visitor is: the 9th is past for them, while the server,
    // which takes any day that is still today somewhere on Earth, would accept it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 0, 10, 1, 0));
    try {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      const user = renderForm();
      await user.click(screen.getByRole('radio', { name: 'One Way' }));
      await fillRequired(user);
      fireEvent.change(field(/Departure Date/), { target: { value: '2030-01-09' } });
      await user.click(screen.getByRole('button', { name: 'Submit Request' }));

      expect(fetchMock).not.toHaveBeenCalled();
      expect(field(/Departure Date/)).toHaveAttribute('aria-invalid', 'true');
      expect(field(/Departure Date/)).toHaveAccessibleDescription(
        'Please choose today or a later date.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a refusal of the composed request at the form field that fills it', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        {
          success: false,
          message: 'Travel dates must start today or later.',
          errors: [{ field: 'travelDates', message: 'Travel dates must start today or later.' }],
        },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'One Way' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expect(field(/Departure Date/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/Departure Date/)).toHaveAccessibleDescription('Please check this field.');
    expect(field(/Departure Date/)).toHaveFocus();
  });

  it('prerenders the return date as optional and for round trips, so a one-way trip can be sent without JavaScript', async () => {
    const container = document.createElement('div');
    container.innerHTML = await prerenderHtml(
      <I18nextProvider i18n={i18n}>
        <FlightBookingForm />
      </I18nextProvider>,
    );
    const returnDate = container.querySelector<HTMLInputElement>('input[name="returnDate"]');
    expect(returnDate).not.toBeNull();
    expect(returnDate?.required).toBe(false);
    expect(container.querySelector(`label[for="${returnDate?.id}"]`)?.textContent).toContain(
      'Return Date (round trips only)',
    );
    expect(container.querySelector<HTMLInputElement>('input[name="departureDate"]')?.required).toBe(
      true,
    );
  });

  it('prerenders its radios and checkboxes named, so they submit without JavaScript and before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = await prerenderHtml(
      <I18nextProvider i18n={i18n}>
        <FlightBookingForm />
      </I18nextProvider>,
    );
    expect(container.querySelector('noscript')).toBeNull();
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => [radio.name, radio.value, radio.checked, radio.required])).toEqual(
      [
        ['tripType', 'roundtrip', true, true],
        ['tripType', 'oneway', false, true],
        ['tripType', 'multicity', false, true],
      ],
    );
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((box) => box.name)).toEqual(['accommodation', 'carRental', 'insurance']);
    expect(new FormData(form).get('tripType')).toBe('roundtrip');
    // The browser alone changes them: one way, with insurance.
    radios[1]?.click();
    boxes[2]?.click();
    const data = new FormData(form);
    expect(data.get('tripType')).toBe('oneway');
    expect(['accommodation', 'carRental', 'insurance'].filter((name) => data.has(name))).toEqual([
      'insurance',
    ]);
  });

  it('keeps what was chosen and typed before hydration, and composes it once the page runs', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    const page = (
      <I18nextProvider i18n={i18n}>
        <FlightBookingForm />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = await prerenderHtml(page);
    document.body.append(container);
    const prerendered = (selector: string) => {
      const input = container.querySelector<HTMLInputElement>(selector);
      if (!input) throw new Error(`no ${selector}`);
      return input;
    };
    prerendered('input[name="tripType"][value="oneway"]').click();
    prerendered('input[name="accommodation"]').click();
    prerendered('input[name="departureDate"]').value = `${YEAR}-04-02`;

    const root = await act(async () => hydrateRoot(container, page));
    try {
      // The page runs with the visitor's choice: one way, so no return date.
      expect(screen.getByRole('radio', { name: 'One Way' })).toBeChecked();
      expect(screen.queryByLabelText(/Return Date/)).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Accommodation' })).toBeChecked();
      expect(field(/Departure Date/)).toHaveValue(`${YEAR}-04-02`);

      const user = userEvent.setup();
      await user.type(field(/First Name/), 'Ada');
      await user.type(field(/Last Name/), 'Lovelace');
      await user.type(field(/Email Address/), 'ada@example.org');
      await user.type(field(/Phone Number/), '+1 612 555 0100');
      await user.type(field(/Departure City/), 'Minneapolis');
      await user.type(field(/Arrival City/), 'Tokyo');
      await user.selectOptions(field(/Passengers/), '1');
      await user.selectOptions(field(/^Class/), 'economy');
      await user.click(screen.getByRole('button', { name: 'Submit Request' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(postedBody(fetchMock)).toMatchObject({
        travelDates: `${YEAR}-04-02`,
        message: expect.stringMatching(
          /^Trip Type: oneway\n[^]*\nAdditional Services: Accommodation\n/,
        ),
      });
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('marks the spec’s required fields and posts without JavaScript to /api/contact', () => {
    renderForm();
    for (const label of [
      /First Name/,
      /Last Name/,
      /Email Address/,
      /Phone Number/,
      /Departure City/,
      /Arrival City/,
      /Departure Date/,
      /Passengers/,
      /^Class/,
    ]) {
      expect(field(label)).toBeRequired();
    }
    expect(field(/Email Address/)).toHaveAttribute('type', 'email');
    expect(field(/Phone Number/)).toHaveAttribute('type', 'tel');
    expect(field(/Departure Date/)).toHaveAttribute('type', 'date');
    for (const label of [
      /Preferred Airline/,
      /Seat Preference/,
      /Meal Preference/,
      /Special Requests/,
    ]) {
      expect(field(label)).not.toBeRequired();
    }
    const form = field(/First Name/).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    expect(form?.querySelector('input[type="hidden"][name="form"]')).toHaveValue('flight-booking');
    expect(screen.getByRole('group', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Flight Details' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Additional Services' })).toBeInTheDocument();
  });
});
