import * as v from 'valibot';
import {
  checkbox,
  email,
  formObject,
  honeypot,
  optionalChoice,
  optionalDate,
  optionalText,
  requiredChoice,
  requiredDate,
  requiredPhone,
  requiredText,
} from './fields.ts';
import { LIMITS } from './limits.ts';
import {
  CABIN_CLASSES,
  FLIGHT_TRAVEL_TYPE,
  MEAL_PREFERENCES,
  PASSENGER_COUNTS,
  SEAT_PREFERENCES,
  TRIP_TYPES,
} from './options.ts';
import { toFieldErrors, type ParseResult } from './result.ts';

/**
 * The /flight-booking form's own fields (spec §5). The page composes them into the request it
 * sends (`composeFlightRequest`, spec §7); a browser without JavaScript posts them as they are,
 * and the API composes the same request.
 */
export const FlightBookingFormSchema = v.pipe(
  formObject({
    firstName: requiredText('First name', LIMITS.name),
    lastName: requiredText('Last name', LIMITS.name),
    email,
    phone: requiredPhone('Phone', LIMITS.phone),
    tripType: requiredChoice('Trip type', TRIP_TYPES),
    departureCity: requiredText('Departure city', LIMITS.city),
    arrivalCity: requiredText('Arrival city', LIMITS.city),
    departureDate: requiredDate('Departure date'),
    returnDate: optionalDate('Return date'),
    passengers: requiredChoice('Passengers', PASSENGER_COUNTS),
    class: requiredChoice('Class', CABIN_CLASSES),
    preferredAirline: optionalText('Preferred airline', LIMITS.airline),
    seatPreference: optionalChoice('Seat preference', SEAT_PREFERENCES),
    mealPreference: optionalChoice('Meal preference', MEAL_PREFERENCES),
    accommodation: checkbox('Accommodation'),
    carRental: checkbox('Car rental'),
    insurance: checkbox('Travel insurance'),
    specialRequests: optionalText('Special requests', LIMITS.specialRequests, { multiline: true }),
    website: honeypot,
  }),
  v.forward(
    v.partialCheck(
      [['tripType'], ['returnDate']],
      (form) => form.tripType !== 'roundtrip' || form.returnDate !== undefined,
      'Return date is required for a round trip.',
    ),
    ['returnDate'],
  ),
  v.forward(
    v.partialCheck(
      [['tripType'], ['departureDate'], ['returnDate']],
      (form) =>
        form.tripType !== 'roundtrip' ||
        form.returnDate === undefined ||
        form.returnDate >= form.departureDate,
      'Return date must be on or after the departure date.',
    ),
    ['returnDate'],
  ),
);
export type FlightBookingFormInput = v.InferInput<typeof FlightBookingFormSchema>;
export type FlightBookingForm = v.InferOutput<typeof FlightBookingFormSchema>;

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

/**
 * Validates the flight booking form's own fields (posted without JavaScript) and composes the
 * request they stand for, with the form's honeypot.
 */
export function parseFlightBookingForm(
  body: unknown,
): ParseResult<ComposedFlightRequest & { website?: string | null | undefined }> {
  const result = v.safeParse(FlightBookingFormSchema, body);
  if (!result.success) return { success: false, errors: toFieldErrors(result.issues) };
  return {
    success: true,
    output: { ...composeFlightRequest(result.output), website: result.output.website },
  };
}
