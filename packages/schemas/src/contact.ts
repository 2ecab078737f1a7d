import * as v from 'valibot';
import {
  EMAIL_MAX,
  email,
  formObject,
  honeypot,
  isIsoDay,
  isNotPast,
  optionalChoice,
  optionalText,
  recaptchaToken,
  requiredChoice,
  requiredPhone,
  requiredText,
  withMissingMessage,
} from './fields.ts';
import { parseFlightBookingForm } from './flight.ts';
import {
  BUDGETS,
  FLIGHT_TRAVEL_TYPE,
  PASSENGER_COUNTS,
  SERVICE_CONTEXTS,
  SERVICE_CONTEXT_PARAMS,
  TRAVEL_TYPES,
  type LeadSource,
  type ServiceContextParam,
} from './options.ts';
import { LIMITS } from './limits.ts';
import { toFieldErrors, type FieldError, type ParseResult } from './result.ts';

/** The check of one context parameter beside `service`: optional text, as the query has it. */
function contextParam(param: ServiceContextParam) {
  if (param === 'name') return optionalText('Context name', LIMITS.name);
  if (param === 'email') return optionalText('Context email', EMAIL_MAX);
  return optionalText(`${param[0]?.toUpperCase()}${param.slice(1)}`, LIMITS.contextParam);
}

type ContextParamEntries<Prefix extends string> = {
  [Param in ServiceContextParam as `${Prefix}${Param}`]: ReturnType<typeof contextParam>;
};

/**
 * The checks of every context parameter (`SERVICE_CONTEXT_PARAMS`, the one list of them), keyed
 * `${prefix}${param}`: as they are in the JSON body's `context` object (no prefix), or as the
 * hidden fields of the form posted without JavaScript (`context.`).
 */
function contextParamEntries<Prefix extends string>(prefix: Prefix): ContextParamEntries<Prefix> {
  return Object.fromEntries(
    SERVICE_CONTEXT_PARAMS.map((param) => [`${prefix}${param}`, contextParam(param)]),
  ) as ContextParamEntries<Prefix>;
}

/**
 * Where the visitor came from when they opened /contact: the `service` query parameter and
 * the ones that go with it (spec §2 /contact). Stored with the lead as it is.
 */
export const ServiceContextSchema = formObject(
  {
    service: requiredChoice('Service', SERVICE_CONTEXTS),
    ...contextParamEntries(''),
  },
  'Context must be an object.',
);
export type ServiceContextInput = v.InferInput<typeof ServiceContextSchema>;
export type ServiceContext = v.InferOutput<typeof ServiceContextSchema>;

/** The inquiry form on Home and /services (spec §5, §7 first /api/contact row). */
export const ContactInquirySchema = formObject({
  firstName: requiredText('First name', LIMITS.name),
  lastName: requiredText('Last name', LIMITS.name),
  email,
  phone: optionalText('Phone', LIMITS.phone),
  travelType: optionalChoice('Travel type', TRAVEL_TYPES),
  destination: optionalText('Destination', LIMITS.destination),
  budget: optionalChoice('Budget', BUDGETS),
  message: requiredText('Message', LIMITS.message, { multiline: true }),
  recaptchaToken,
  website: honeypot,
});
export type ContactInquiryInput = v.InferInput<typeof ContactInquirySchema>;
export type ContactInquiry = v.InferOutput<typeof ContactInquirySchema>;

const contactMessageEntries = {
  name: requiredText('Name', LIMITS.name),
  email,
  phone: optionalText('Phone', LIMITS.phone),
  travelDates: optionalText('Travel dates', LIMITS.travelDates),
  destination: optionalText('Destination', LIMITS.destination),
  groupSize: optionalText('Group size', LIMITS.groupSize),
  budget: optionalText('Budget', LIMITS.budget),
  message: requiredText('Message', LIMITS.message, { multiline: true }),
  recaptchaToken,
  website: honeypot,
};

/** The /contact page form (spec §5, §7 second /api/contact row), with its service context. */
export const ContactMessageSchema = formObject({
  ...contactMessageEntries,
  context: v.pipe(
    v.optional(v.nullable(ServiceContextSchema)),
    v.transform((value) => value ?? undefined),
  ),
});
export type ContactMessageInput = v.InferInput<typeof ContactMessageSchema>;
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;

/**
 * Names of the hidden fields that carry the request in the /contact form posted without
 * JavaScript: `context.service`, `context.type`, … as the JSON body's `context` object has
 * them, and `context.destination`, the destination asked about, which fills the Destination
 * field when the visitor leaves that blank. The API writes them into the page it serves for
 * `/contact?…` (`contextFormFields` of `@travel/schemas/contact-context`).
 */
export const CONTEXT_FIELD_PREFIX = 'context.';
export const CONTEXT_DESTINATION_FIELD = `${CONTEXT_FIELD_PREFIX}destination`;

/**
 * The /contact page form posted without JavaScript (`application/x-www-form-urlencoded`): the
 * context travels as hidden fields `context.service`, `context.type`, … beside the form's own.
 * The output is the same as `ContactMessageSchema`'s; without a `context.service` there is no
 * context.
 */
export const ContactMessageFormSchema = v.pipe(
  formObject({
    ...contactMessageEntries,
    'context.service': optionalChoice('Service', SERVICE_CONTEXTS),
    ...contextParamEntries(CONTEXT_FIELD_PREFIX),
    'context.destination': optionalText('Destination', LIMITS.destination),
  }),
  v.transform((form): ContactMessage => {
    const fields: Record<string, unknown> = { ...form };
    const params: Partial<Record<ServiceContextParam, string>> = {};
    for (const param of SERVICE_CONTEXT_PARAMS) {
      params[param] = form[`${CONTEXT_FIELD_PREFIX}${param}` as const];
      delete fields[`${CONTEXT_FIELD_PREFIX}${param}`];
    }
    const { 'context.service': service, 'context.destination': destination } = form;
    delete fields['context.service'];
    delete fields['context.destination'];
    return {
      ...(fields as Omit<ContactMessage, 'context'>),
      destination: form.destination ?? destination,
      context: service ? { service, ...params } : undefined,
    };
  }),
);
export type ContactMessageFormInput = v.InferInput<typeof ContactMessageFormSchema>;

/** The /flight-booking request as sent to /api/contact (spec §7 third row). */
export const FlightRequestSchema = formObject({
  // First and last name joined, each up to `LIMITS.name`.
  name: requiredText('Name', LIMITS.name * 2 + 1),
  email,
  phone: requiredPhone('Phone', LIMITS.phone),
  travelType: withMissingMessage(
    v.literal(FLIGHT_TRAVEL_TYPE, `Travel type must be "${FLIGHT_TRAVEL_TYPE}".`),
    'Travel type is required.',
  ),
  destination: requiredText('Route', LIMITS.destination),
  // `departure` or `departure - return` as the page composes them: the departure not past.
  travelDates: v.pipe(
    requiredText('Travel dates', LIMITS.travelDates),
    v.check(
      (dates) => !isIsoDay(dates.slice(0, 10)) || isNotPast(dates.slice(0, 10)),
      'Travel dates must start today or later.',
    ),
  ),
  groupSize: requiredChoice('Passengers', PASSENGER_COUNTS),
  message: requiredText('Message', LIMITS.message, { multiline: true }),
  recaptchaToken,
  website: honeypot,
});
export type FlightRequestInput = v.InferInput<typeof FlightRequestSchema>;
export type FlightRequest = v.InferOutput<typeof FlightRequestSchema>;

export type ContactBody =
  | { source: 'inquiry-form'; data: ContactInquiry }
  | { source: 'contact-page'; data: ContactMessage }
  | { source: 'flight-booking'; data: FlightRequest };

/** Fields only the flight booking form itself has, before its page composes the request. */
const FLIGHT_FORM_FIELDS = ['tripType', 'departureCity', 'arrivalCity', 'departureDate'];

/**
 * Which of the three forms a body comes from. The flight booking form's own fields (posted
 * without JavaScript) or its fixed travel type mean a flight request; `firstName` means the
 * inquiry form; the rest is the contact page.
 */
export function contactSourceOf(body: unknown): LeadSource {
  if (typeof body === 'object' && body !== null) {
    if (FLIGHT_FORM_FIELDS.some((field) => field in body)) return 'flight-booking';
    if ((body as { travelType?: unknown }).travelType === FLIGHT_TRAVEL_TYPE)
      return 'flight-booking';
    if ('firstName' in body || 'lastName' in body) return 'inquiry-form';
  }
  return 'contact-page';
}

export interface ParseContactOptions {
  /**
   * `form` for a urlencoded post (no JavaScript): the contact page's context comes as flat
   * fields. Either encoding may carry the flight booking form's own fields.
   */
  encoding?: 'json' | 'form';
}

const NOT_AN_OBJECT: FieldError = {
  field: 'body',
  message: 'The request body must be a JSON object.',
};

/** Validates a POST /api/contact body against the schema of the form it comes from. */
export function parseContactBody(
  body: unknown,
  options: ParseContactOptions = {},
): ParseResult<ContactBody> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { success: false, errors: [NOT_AN_OBJECT] };
  }
  const source = contactSourceOf(body);
  switch (source) {
    case 'inquiry-form':
      return tagged(source, v.safeParse(ContactInquirySchema, body));
    case 'contact-page':
      return tagged(
        source,
        options.encoding === 'form'
          ? v.safeParse(ContactMessageFormSchema, body)
          : v.safeParse(ContactMessageSchema, body),
      );
    case 'flight-booking': {
      if (!FLIGHT_FORM_FIELDS.some((field) => field in body)) {
        return tagged(source, v.safeParse(FlightRequestSchema, body));
      }
      const form = parseFlightBookingForm(body);
      if (!form.success) return form;
      return tagged(source, v.safeParse(FlightRequestSchema, form.output));
    }
  }
}

/** valibot's result, as `tagged` needs it. */
type Parsed =
  { success: true; output: unknown } | { success: false; issues: readonly v.BaseIssue<unknown>[] };

function tagged(source: LeadSource, result: Parsed): ParseResult<ContactBody> {
  if (!result.success) return { success: false, errors: toFieldErrors(result.issues) };
  return { success: true, output: { source, data: result.output } as ContactBody };
}
