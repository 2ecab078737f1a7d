import { describe, expect, it } from 'vitest';
import { parseContactBody } from './contact.ts';
import { parseFlightBookingForm } from './flight.ts';
import { composeFlightRequest } from './flight-request.ts';

/** What the /flight-booking form posts without JavaScript (urlencoded: strings only). */
const form = {
  form: 'flight-booking',
  firstName: 'Katherine',
  lastName: 'Johnson',
  email: 'katherine@example.org',
  phone: '+1 612 555 0199',
  tripType: 'roundtrip',
  departureCity: 'Minneapolis',
  arrivalCity: 'Tokyo',
  departureDate: '2027-04-02',
  returnDate: '2027-04-16',
  passengers: '2',
  class: 'premium-economy',
  preferredAirline: '',
  seatPreference: 'window',
  mealPreference: '',
  accommodation: 'on',
  insurance: 'on',
  specialRequests: 'Wheelchair at arrival',
};

const errorsOf = (result: { success: boolean; errors?: unknown }) =>
  result.success ? [] : result.errors;

describe('the flight booking form', () => {
  it('composes the request the page would send (spec §7)', () => {
    expect(parseFlightBookingForm(form)).toEqual({
      success: true,
      output: {
        name: 'Katherine Johnson',
        email: 'katherine@example.org',
        phone: '+1 612 555 0199',
        travelType: 'Flight Booking',
        destination: 'Minneapolis to Tokyo',
        travelDates: '2027-04-02 - 2027-04-16',
        groupSize: '2',
        message: [
          'Trip Type: roundtrip',
          'Route: Minneapolis to Tokyo',
          'Departure: 2027-04-02',
          'Return: 2027-04-16',
          'Passengers: 2',
          'Class: premium-economy',
          'Preferred Airline: Any',
          'Seat Preference: window',
          'Meal Preference: Standard',
          'Additional Services: Accommodation, Travel insurance',
          'Special Requests: Wheelchair at arrival',
        ].join('\n'),
        website: undefined,
      },
    });
  });

  it('composes the same request from the fields as a page reads them, untrimmed', () => {
    const parsed = parseFlightBookingForm(form);
    const { website: _website, ...expected } = parsed.success ? parsed.output : {};
    const raw = {
      ...form,
      firstName: ` ${form.firstName} `,
      departureCity: `${form.departureCity}  `,
      preferredAirline: '   ',
      mealPreference: '',
      accommodation: true,
      carRental: false,
      insurance: true,
    };
    expect(composeFlightRequest(raw)).toEqual(expected);
    expect(Object.keys(composeFlightRequest(raw)).sort()).toEqual([
      'destination',
      'email',
      'groupSize',
      'message',
      'name',
      'phone',
      'travelDates',
      'travelType',
    ]);
  });

  it('leaves the return date out of a one-way trip even when one was typed', () => {
    const oneWay = composeFlightRequest({
      ...form,
      tripType: 'oneway',
      accommodation: false,
      insurance: false,
    });
    expect(oneWay.travelDates).toBe('2027-04-02');
    expect(oneWay.message).not.toContain('Return:');
  });

  it('is stored as a flight request when posted to /api/contact', () => {
    const result = parseContactBody(form, { encoding: 'form' });
    expect(result.success && result.output.source).toBe('flight-booking');
    expect(result.success && result.output.data).toMatchObject({
      name: 'Katherine Johnson',
      travelType: 'Flight Booking',
    });
  });

  it('needs a return date for a round trip only', () => {
    expect(errorsOf(parseFlightBookingForm({ ...form, returnDate: '' }))).toEqual([
      { field: 'returnDate', message: 'Return date is required for a round trip.' },
    ]);
    const oneWay = parseFlightBookingForm({ ...form, tripType: 'oneway', returnDate: '' });
    expect(oneWay.success && oneWay.output.travelDates).toBe('2027-04-02');
    expect(oneWay.success && oneWay.output.message).not.toContain('Return');
  });

  it('checks dates, choices and required fields in the form’s own words', () => {
    const { class: _class, ...withoutClass } = form;
    expect(
      errorsOf(
        parseFlightBookingForm({
          ...withoutClass,
          departureDate: '2027-02-30',
          returnDate: '2027-01-01',
          passengers: '7',
          mealPreference: 'pizza',
        }),
      ),
    ).toEqual([
      { field: 'departureDate', message: 'Departure date must be a date like 2027-04-02.' },
      { field: 'passengers', message: 'Passengers is not one of the options.' },
      { field: 'class', message: 'Class is required.' },
      { field: 'mealPreference', message: 'Meal preference is not one of the options.' },
    ]);
    expect(errorsOf(parseFlightBookingForm({ ...form, returnDate: '2027-04-01' }))).toEqual([
      { field: 'returnDate', message: 'Return date must be on or after the departure date.' },
    ]);
  });

  it('refuses a departure in the past and a phone without a phone number, in both encodings', () => {
    const yesterday = new Date(Date.now() - 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(
      errorsOf(
        parseFlightBookingForm({ ...form, departureDate: yesterday, returnDate: '', phone: 'abc' }),
      ),
    ).toEqual([
      { field: 'phone', message: 'Phone must be a phone number, like +1 612 555 0147.' },
      { field: 'departureDate', message: 'Departure date must be today or later.' },
      { field: 'returnDate', message: 'Return date is required for a round trip.' },
    ]);
    const request = composeFlightRequest({
      ...form,
      accommodation: true,
      insurance: true,
      departureDate: yesterday,
      phone: '12',
    });
    expect(errorsOf(parseContactBody(request))).toEqual([
      { field: 'phone', message: 'Phone must be a phone number, like +1 612 555 0147.' },
      { field: 'travelDates', message: 'Travel dates must start today or later.' },
    ]);
  });

  it('takes today, wherever the visitor is, and phone numbers as people write them', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const phone of ['612-555-0147', '(612) 555 0147', '+49 30 1234567', '612.555.0147 x12']) {
      const result = parseFlightBookingForm({
        ...form,
        phone,
        departureDate: today,
        tripType: 'oneway',
      });
      expect(errorsOf(result)).toEqual([]);
    }
  });

  it('takes JSON booleans for the extra services too', () => {
    const result = parseFlightBookingForm({
      ...form,
      accommodation: false,
      insurance: undefined,
      carRental: true,
    });
    expect(result.success && result.output.message).toContain('Additional Services: Car rental\n');
  });
});
