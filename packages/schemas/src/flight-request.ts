import { FLIGHT_TRAVEL_TYPE } from './options.ts';

/*
 * The request a flight booking form stands for, composed from its fields. No schema here: the
 * page that composes it imports this module, and the form's schema (flight.ts) loads with the
 * forms' checks, after the page is interactive (issue 17).
 */

const EXTRA_SERVICES = [
  ['accommodation', 'Accommodation'],
  ['carRental', 'Car rental'],
  ['insurance', 'Travel insurance'],
] as const;

/**
 * The flight booking form's fields as a page reads them from the form: optional ones may be
 * blank (`''`), null or missing, and nothing is trimmed yet. `FlightBookingForm`, the parsed form,
 * fits too.
 */
export interface FlightBookingFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  tripType: string;
  departureCity: string;
  arrivalCity: string;
  departureDate: string;
  returnDate?: string | null | undefined;
  passengers: string;
  class: string;
  preferredAirline?: string | null | undefined;
  seatPreference?: string | null | undefined;
  mealPreference?: string | null | undefined;
  accommodation?: boolean | undefined;
  carRental?: boolean | undefined;
  insurance?: boolean | undefined;
  specialRequests?: string | null | undefined;
}

/** The /api/contact body of a flight request, exactly the fields of spec §7. */
export interface ComposedFlightRequest {
  name: string;
  email: string;
  phone: string;
  travelType: typeof FLIGHT_TRAVEL_TYPE;
  destination: string;
  travelDates: string;
  groupSize: string;
  message: string;
}

/**
 * The /api/contact body of a flight request (spec §7): name joined, route `A to B`, dates
 * `departure - return`, and a message listing every choice with the form's defaults (Any, No
 * preference, Standard). The page sends it as it is; the API composes the same from a form
 * posted without JavaScript, then validates it with `FlightRequestSchema`.
 */
export function composeFlightRequest(form: FlightBookingFields): ComposedFlightRequest {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  const or = (value: string | null | undefined, fallback: string) => text(value) || fallback;
  const departureCity = text(form.departureCity);
  const arrivalCity = text(form.arrivalCity);
  const departureDate = text(form.departureDate);
  const returnDate = text(form.returnDate);
  const roundTrip = form.tripType === 'roundtrip' && returnDate !== '';
  const route = `${departureCity} to ${arrivalCity}`;
  const services = EXTRA_SERVICES.filter(([key]) => form[key] === true).map(([, label]) => label);
  const lines = [
    `Trip Type: ${form.tripType}`,
    `Route: ${route}`,
    `Departure: ${departureDate}`,
    ...(roundTrip ? [`Return: ${returnDate}`] : []),
    `Passengers: ${form.passengers}`,
    `Class: ${form.class}`,
    `Preferred Airline: ${or(form.preferredAirline, 'Any')}`,
    `Seat Preference: ${or(form.seatPreference, 'No preference')}`,
    `Meal Preference: ${or(form.mealPreference, 'Standard')}`,
    `Additional Services: ${services.length ? services.join(', ') : 'None'}`,
    `Special Requests: ${or(form.specialRequests, 'None')}`,
  ];
  return {
    name: `${text(form.firstName)} ${text(form.lastName)}`,
    email: text(form.email),
    phone: text(form.phone),
    travelType: FLIGHT_TRAVEL_TYPE,
    destination: route,
    travelDates: roundTrip ? `${departureDate} - ${returnDate}` : departureDate,
    groupSize: form.passengers,
    message: lines.join('\n'),
  };
}
