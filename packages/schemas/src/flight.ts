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
  MEAL_PREFERENCES,
  PASSENGER_COUNTS,
  SEAT_PREFERENCES,
  TRIP_TYPES,
} from './options.ts';
import { composeFlightRequest, type ComposedFlightRequest } from './flight-request.ts';
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
