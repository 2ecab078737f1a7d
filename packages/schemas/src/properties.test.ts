import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseContactBody } from './contact.ts';
import { isSingleLine } from './fields.ts';
import { parseFlightBookingForm } from './flight.ts';
import { composeFlightRequest } from './flight-request.ts';
import { LIMITS } from './limits.ts';
import { NEWSLETTER_SOURCES, parseNewsletterBody } from './newsletter.ts';
import {
  BUDGETS,
  CABIN_CLASSES,
  MEAL_PREFERENCES,
  PASSENGER_COUNTS,
  SEAT_PREFERENCES,
  SERVICE_CONTEXTS,
  TRAVEL_TYPES,
  TRIP_TYPES,
} from './options.ts';
import type { FieldError } from './result.ts';

// Property tests: generated valid bodies always parse and keep their text exactly (after
// trimming); generated junk never throws and always yields errors naming a field.

/** Whitespace `String.prototype.trim` removes, including the kinds forms rarely send. */
const whitespace = fc.constantFrom(' ', '\t', '\n', '\r\n', '\u00a0', '\u2003', '\u3000', '\ufeff');
const padding = fc.array(whitespace, { maxLength: 3 }).map((parts) => parts.join(''));

/** Control characters but tab and line breaks, which a message refuses. */
const CONTROL_IN_TEXT = /[^\P{Cc}\t\n\r]/u;

/**
 * Any Unicode text (astral planes, combining marks, RTL, emoji) up to `max` once trimmed: one
 * line (`isSingleLine`) unless `multiline`, which allows line breaks and tabs but no other
 * control character.
 */
const text = (max: number, multiline = false) =>
  fc
    .tuple(
      padding,
      fc.string({ unit: 'binary', minLength: 1, maxLength: Math.min(max, 120) }),
      padding,
    )
    .map(([before, core, after]) => before + core + after)
    .filter((value) => {
      const trimmed = value.trim();
      if (trimmed.length === 0 || trimmed.length > max) return false;
      return multiline ? !CONTROL_IN_TEXT.test(trimmed) : isSingleLine(trimmed);
    });

const multilineText = (max: number) => text(max, true);

/** A field left blank (empty, spaces, null or missing) or filled in. */
const optional = (max: number) =>
  fc.oneof(fc.constant(undefined), fc.constant(null), padding, text(max));

// Less the addresses with `?`, `&`, `=` or `%`, which the schema refuses (fields.ts).
const email = fc
  .tuple(padding, fc.emailAddress(), padding)
  .filter(([, address]) => address.length <= 254 && !/[?&=%]/.test(address))
  .map(([before, address, after]) => before + address + after);

const token = fc.option(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 400 }));

/** `value` trimmed, or undefined when that leaves nothing: how the schemas store optional text. */
const expected = (value: string | null | undefined) => value?.trim() || undefined;

/** Drops keys whose value is `undefined`, as JSON would. */
const compact = <T extends object>(body: T): T =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;

const inquiryBody = fc
  .record({
    firstName: text(LIMITS.name),
    lastName: text(LIMITS.name),
    email,
    phone: optional(LIMITS.phone),
    travelType: fc.option(fc.constantFrom('', ...TRAVEL_TYPES), { nil: undefined }),
    destination: optional(LIMITS.destination),
    budget: fc.option(fc.constantFrom('', ...BUDGETS), { nil: undefined }),
    message: multilineText(LIMITS.message),
    recaptchaToken: token,
  })
  .map(compact);

const contextBody = fc.record(
  {
    service: fc.constantFrom(...SERVICE_CONTEXTS),
    type: optional(LIMITS.contextParam),
    amount: optional(LIMITS.contextParam),
    package: optional(LIMITS.contextParam),
    language: optional(LIMITS.contextParam),
    experience: optional(LIMITS.contextParam),
    recommendation: optional(LIMITS.contextParam),
    name: optional(LIMITS.name),
    email: optional(254),
  },
  { requiredKeys: ['service'] },
);

const contactPageBody = fc
  .record({
    name: text(LIMITS.name),
    email,
    phone: optional(LIMITS.phone),
    travelDates: optional(LIMITS.travelDates),
    destination: optional(LIMITS.destination),
    groupSize: optional(LIMITS.groupSize),
    budget: optional(LIMITS.budget),
    message: multilineText(LIMITS.message),
    context: fc.option(contextBody, { nil: undefined }),
  })
  .map(compact);

/** A phone number as people type them: digits with separators, perhaps a `+` and padding. */
const phone = fc
  .tuple(
    padding,
    fc.constantFrom('', '+'),
    fc.array(fc.tuple(fc.constantFrom(' ', '-', '.', ''), fc.stringMatching(/^\d{1,4}$/)), {
      minLength: 4,
      maxLength: 6,
    }),
    padding,
  )
  .map(([before, plus, groups, after]) => before + plus + groups.flat().join('').trim() + after)
  .filter((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 20 && value.trim().length <= LIMITS.phone;
  });

const flightRequestBody = fc.record({
  name: text(LIMITS.name * 2 + 1),
  email,
  phone,
  travelType: fc.constant('Flight Booking'),
  destination: text(LIMITS.destination),
  travelDates: text(LIMITS.travelDates),
  groupSize: fc.constantFrom(...PASSENGER_COUNTS),
  message: multilineText(LIMITS.message),
  recaptchaToken: token,
});

/** Days from tomorrow on: a departure today or later is what the form takes. */
const isoDay = fc
  .date({
    min: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
    max: new Date(Date.now() + 4 * 365 * 24 * 60 * 60 * 1000),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

const flightFormBody = fc
  .record({
    firstName: text(LIMITS.name),
    lastName: text(LIMITS.name),
    email,
    phone,
    tripType: fc.constantFrom(...TRIP_TYPES),
    departureCity: text(LIMITS.city),
    arrivalCity: text(LIMITS.city),
    dates: fc.tuple(isoDay, isoDay).map(([a, b]) => (a <= b ? [a, b] : [b, a])),
    passengers: fc.constantFrom(...PASSENGER_COUNTS),
    class: fc.constantFrom(...CABIN_CLASSES),
    preferredAirline: optional(LIMITS.airline),
    seatPreference: fc.constantFrom('', ...SEAT_PREFERENCES),
    mealPreference: fc.constantFrom('', ...MEAL_PREFERENCES),
    accommodation: fc.constantFrom('on', '', true, false, undefined),
    specialRequests: fc.oneof(
      fc.constant(undefined),
      padding,
      multilineText(LIMITS.specialRequests),
    ),
  })
  .map(({ dates: [departureDate, returnDate], ...form }) =>
    compact({ ...form, departureDate, returnDate }),
  );

const newsletterBody = fc
  .record({
    email,
    name: text(LIMITS.name),
    blankName: fc.constantFrom(undefined, null, '', '  '),
    source: fc.option(fc.constantFrom(...NEWSLETTER_SOURCES), { nil: undefined }),
    recaptchaToken: token,
  })
  .map(({ blankName, ...body }) =>
    // The home section and the quiz require the name; the footer and sidebar may leave it blank.
    compact(
      body.source === 'home' || body.source === 'quiz'
        ? body
        : { ...body, name: blankName ?? body.name },
    ),
  );

describe('valid bodies', () => {
  it('inquiry form: parses, every text field as sent once trimmed', () => {
    fc.assert(
      fc.property(inquiryBody, (body) => {
        const result = parseContactBody(body);
        if (!result.success) throw new Error(JSON.stringify(result.errors));
        expect(result.output.source).toBe('inquiry-form');
        expect(result.output.data).toEqual({
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          email: body.email.trim(),
          phone: expected(body.phone),
          travelType: body.travelType || undefined,
          destination: expected(body.destination),
          budget: body.budget || undefined,
          message: body.message.trim(),
          recaptchaToken: body.recaptchaToken || null,
        });
      }),
    );
  });

  it('contact page: parses, with its context, every text as sent once trimmed', () => {
    fc.assert(
      fc.property(contactPageBody, (body) => {
        const result = parseContactBody(body);
        if (!result.success) throw new Error(JSON.stringify(result.errors));
        expect(result.output.source).toBe('contact-page');
        const { context } = body;
        expect(result.output.data).toEqual({
          name: body.name.trim(),
          email: body.email.trim(),
          phone: expected(body.phone),
          travelDates: expected(body.travelDates),
          destination: expected(body.destination),
          groupSize: expected(body.groupSize),
          budget: expected(body.budget),
          message: body.message.trim(),
          context: context && {
            service: context.service,
            type: expected(context.type),
            amount: expected(context.amount),
            package: expected(context.package),
            language: expected(context.language),
            experience: expected(context.experience),
            recommendation: expected(context.recommendation),
            name: expected(context.name),
            email: expected(context.email),
          },
          recaptchaToken: null,
        });
      }),
    );
  });

  it('contact page posted as a form: the hidden context fields become the same context', () => {
    fc.assert(
      fc.property(contactPageBody, (body) => {
        const { context, ...fields } = body;
        const hidden = Object.fromEntries(
          Object.entries(context ?? {}).map(([key, value]) => [`context.${key}`, value]),
        );
        const form = { ...fields, ...hidden, form: 'contact-page' };
        const asForm = parseContactBody(form, { encoding: 'form' });
        const asJson = parseContactBody(body);
        if (!asForm.success) throw new Error(JSON.stringify(asForm.errors));
        expect(asForm).toEqual(asJson);
      }),
    );
  });

  it('flight request: parses, every text as sent once trimmed', () => {
    fc.assert(
      fc.property(flightRequestBody, (body) => {
        const result = parseContactBody(body);
        if (!result.success) throw new Error(JSON.stringify(result.errors));
        expect(result.output).toEqual({
          source: 'flight-booking',
          data: {
            ...body,
            name: body.name.trim(),
            email: body.email.trim(),
            phone: body.phone.trim(),
            destination: body.destination.trim(),
            travelDates: body.travelDates.trim(),
            message: body.message.trim(),
            recaptchaToken: body.recaptchaToken || null,
          },
        });
      }),
    );
  });

  it('flight booking form: composes a request that itself is valid and keeps the text', () => {
    fc.assert(
      fc.property(flightFormBody, (form) => {
        const composed = parseFlightBookingForm(form);
        if (!composed.success) throw new Error(JSON.stringify(composed.errors));
        const { output } = composed;
        expect(output.name).toBe(`${form.firstName.trim()} ${form.lastName.trim()}`);
        expect(output.destination).toBe(
          `${form.departureCity.trim()} to ${form.arrivalCity.trim()}`,
        );
        expect(output.message).toContain(`Class: ${form.class}`);
        const stored = parseContactBody(form, { encoding: 'form' });
        expect(stored).toEqual({
          success: true,
          // Posted without JavaScript, the form carries no bot-check token.
          output: { source: 'flight-booking', data: { ...output, recaptchaToken: null } },
        });
        // The page composes the same body from the fields as it reads them.
        const { website: _website, ...composedByServer } = output;
        const { accommodation, ...rest } = form;
        expect(
          composeFlightRequest({
            ...rest,
            departureDate: rest.departureDate ?? '',
            accommodation: accommodation === true || accommodation === 'on',
          }),
        ).toEqual(composedByServer);
      }),
    );
  });

  it('newsletter, every form: parses, email and name as sent once trimmed', () => {
    fc.assert(
      fc.property(newsletterBody, (body) => {
        const result = parseNewsletterBody(body);
        if (!result.success) throw new Error(JSON.stringify(result.errors));
        expect(result.output).toEqual({
          email: body.email.trim(),
          name: expected(body.name),
          source: body.source,
          recaptchaToken: body.recaptchaToken || null,
        });
      }),
    );
  });

  it('text at exactly its limit passes; one character more is a field error', () => {
    const body = { name: 'Ada', email: 'ada@example.org', message: '𝄞'.repeat(2500) };
    expect(parseContactBody(body).success).toBe(true);
    expect(parseContactBody({ ...body, message: `${body.message}x` })).toEqual({
      success: false,
      errors: [{ field: 'message', message: 'Message must be at most 5000 characters.' }],
    });
  });
});

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'name',
  'email',
  'phone',
  'travelType',
  'destination',
  'budget',
  'message',
  'travelDates',
  'groupSize',
  'recaptchaToken',
  'website',
  'context',
  'source',
  'tripType',
  'departureCity',
  'arrivalCity',
  'departureDate',
  'returnDate',
  'passengers',
  'class',
  'seatPreference',
  'mealPreference',
  'accommodation',
  'service',
  'context.service',
  'context.destination',
  'amount',
  'form',
  '__proto__',
  'constructor',
  'toString',
];

const junkValue = fc.oneof(
  fc.anything({ withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    '\0',
    '\ud800',
    'Flight Booking',
    'roundtrip',
    'gift-voucher',
    'a@b.co',
    'on',
  ),
  fc.string().map((value) => `${value}\udc00`),
  fc.dictionary(fc.constantFrom('service', 'type', 'amount', 'name'), fc.anything()),
);

const junk = fc.oneof(
  fc.anything({ withBoxedValues: true, withNullPrototype: true }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), junkValue),
  fc.dictionary(fc.string(), junkValue),
);

/** Every error names a field and says, in our words, what is wrong (valibot's start "Invalid"). */
function expectFieldErrors(errors: FieldError[]) {
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(typeof error.field).toBe('string');
    expect(error.field.length).toBeGreaterThan(0);
    expect(typeof error.message).toBe('string');
    expect(error.message).not.toMatch(/^Invalid /);
    expect(error.message).toMatch(/\.$/);
  }
}

describe('junk', () => {
  it('never throws from parseContactBody and always gives field errors', () => {
    fc.assert(
      fc.property(junk, fc.constantFrom('json' as const, 'form' as const), (body, encoding) => {
        const result = parseContactBody(body, { encoding });
        if (!result.success) expectFieldErrors(result.errors);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws from parseNewsletterBody and always gives field errors', () => {
    fc.assert(
      fc.property(junk, (body) => {
        const result = parseNewsletterBody(body);
        if (!result.success) expectFieldErrors(result.errors);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws from parseFlightBookingForm and always gives field errors', () => {
    fc.assert(
      fc.property(junk, (body) => {
        const result = parseFlightBookingForm(body);
        if (!result.success) expectFieldErrors(result.errors);
      }),
    );
  });

  it('a valid body with one field replaced by junk fails on that field or passes', () => {
    fc.assert(
      fc.property(
        contactPageBody,
        fc.constantFrom('name', 'email', 'message', 'phone', 'context'),
        junkValue,
        (body, field, value) => {
          const result = parseContactBody({ ...body, [field]: value });
          if (!result.success) {
            expectFieldErrors(result.errors);
            for (const error of result.errors) expect(error.field.split('.')[0]).toBe(field);
          }
        },
      ),
    );
  });
});
