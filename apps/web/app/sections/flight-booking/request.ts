import {
  API_ENDPOINTS,
  LEAD_BOT_CHECK_ACTIONS,
  composeFlightRequest,
  type FlightBookingFields,
} from '@travel/schemas';
import type { TFunction } from 'i18next';
import { postForAnswer } from '../../lib/api.ts';
import { getBotToken } from '../../lib/bot-token.ts';
import { judgeFields, type FieldMessages } from '../../lib/form-errors.ts';

/*
 * What a send of the flight request form takes beyond the form itself: reading its fields,
 * judging them, composing the request (spec §7) and posting it. The page does not need it to
 * be interactive, so FlightBookingForm fetches this module once the page is idle (or at the
 * first send, if that comes first), not before it hydrates (issue 17).
 */

/** The form's own fields as the browser has them; unticked boxes are simply absent. */
export function formFields(data: FormData): FlightBookingFields {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    tripType: text('tripType'),
    departureCity: text('departureCity'),
    arrivalCity: text('arrivalCity'),
    departureDate: text('departureDate'),
    returnDate: text('returnDate'),
    passengers: text('passengers'),
    class: text('class'),
    preferredAirline: text('preferredAirline'),
    seatPreference: text('seatPreference'),
    mealPreference: text('mealPreference'),
    accommodation: data.has('accommodation'),
    carRental: data.has('carRental'),
    insurance: data.has('insurance'),
    specialRequests: text('specialRequests'),
  };
}

/**
 * Every field the server's own schema would refuse (it judges the fields first: what it would
 * refuse is not sent), and a date before `today`, the visitor's own day.
 */
export async function judgeFlightFields(
  t: TFunction,
  fields: FlightBookingFields,
  today: string,
): Promise<FieldMessages> {
  const local = await judgeFields(t, 'FlightBookingFormSchema', fields);
  // The server takes any day that is still today somewhere on Earth; the visitor's own
  // calendar, which the fields' `min` shows, is stricter, and the page holds to it.
  for (const name of ['departureDate', 'returnDate'] as const) {
    const day = fields[name];
    if (local[name] === undefined && day && /^\d{4}-\d{2}-\d{2}$/.test(day) && day < today) {
      local[name] = t('common:formErrors.pastDate');
    }
  }
  return local;
}

/** Posts the request composed from `fields`, with the honeypot's answer and the bot check's token. */
export async function postFlightRequest(
  fields: FlightBookingFields,
  honeypot: { website?: string },
) {
  const body = {
    ...composeFlightRequest(fields),
    ...honeypot,
    recaptchaToken: await getBotToken(LEAD_BOT_CHECK_ACTIONS['flight-booking']),
  };
  return postForAnswer(API_ENDPOINTS.contact, body);
}
