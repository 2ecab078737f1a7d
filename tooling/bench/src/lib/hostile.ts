/**
 * Hostile input for the two form endpoints: generated payloads (fast-check), the rules every
 * answer must follow, and what an accepted body must have stored, computed here on its own
 * rather than with the API's code.
 */
import fc from 'fast-check';
import type { Endpoint } from './leads.ts';

/** Stands for the unique address a case gets when it is sent (see `withUniqueEmail`). */
export const EMAIL_PLACEHOLDER = '@@EMAIL@@';

export type HostileRequest =
  /** A value sent as JSON (`application/json`). */
  | { kind: 'json'; body: unknown }
  /** Bytes sent as they are, with this Content-Type (none when null). */
  | { kind: 'raw'; contentType: string | null; body: string }
  /** Fields sent as a urlencoded form, as a browser without JavaScript posts them. */
  | { kind: 'form'; fields: Record<string, string> };

export interface HostileCase {
  endpoint: Endpoint;
  request: HostileRequest;
}

// ---------------------------------------------------------------------------------------------
// Generation

const INJECTIONS = [
  "'; DROP TABLE contacts; --",
  "Robert'); DROP TABLE newsletter_subscribers;--",
  '" OR 1=1 --',
  "' UNION SELECT usename, passwd FROM pg_shadow --",
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: x=1',
  '\r\nSet-Cookie: x=1',
  "=cmd|' /C calc'!A0",
  '{"$gt": ""}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '\u202Eevil\u202C',
  // Line breaks, control and text-direction characters, which single-line fields refuse.
  'Ada\r\nBcc: everyone@example.org',
  'Ada\nLovelace',
  'Ada\rLovelace',
  'Ada\tLovelace',
  '\u001b[31mred',
  'a\u007fb',
  'a\u0085b',
  'a\u2028b',
  'a\u2029b',
  'Oslo \u202Egpj.exe',
  'left \u202Aembedded\u202C',
  '\u2066isolated\u2069',
  '\u2067rtl\u2069 \u2068first\u2069',
  '\u200B\u200D\uFEFF',
  'İstanbul ß ﬀ',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '𝕳𝖊𝖑𝖑𝖔',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\\',
  '\\u0000',
  "'",
  '"',
  '%',
  '%s%s%s%n',
];

const injection = fc.constantFrom(...INJECTIONS);

const unicodeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
);

/** Lengths around the limits (100 for names, 5,000 for a message, 64 KB for a body). */
const huge = fc.oneof(
  fc.integer({ min: 95, max: 205 }).map((n) => 'é'.repeat(n)),
  fc.integer({ min: 4_990, max: 5_010 }).map((n) => 'm'.repeat(n)),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => '🌍'.repeat(n)),
  fc.integer({ min: 64_000, max: 120_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 240, max: 260 }).map((n) => `${'a'.repeat(n)}@example.org`),
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.constant(''),
  fc.constant('   '),
);

const text = fc.oneof(injection, unicodeText);
const padded = (arb: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom(' ', '\t', '\n', '\u00A0', '\u3000', ' \r\n '), arb)
    .map(([space, value]) => `${space}${value}${space}`);

/** Any value a field may be set to. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: text, weight: 4 },
  { arbitrary: padded(text), weight: 2 },
  { arbitrary: huge, weight: 1 },
  { arbitrary: wrongType, weight: 2 },
);

/** Keys no form has, including ones an object or a row could be confused by. */
const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'isRead',
    'suspect',
    'suspectReason',
    'createdAt',
    'source',
    'unsubscribeToken',
    'form',
    'toString',
  ),
  fc.string({ maxLength: 12 }),
);

const CONTACT_TEMPLATES: Record<string, unknown>[] = [
  {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: EMAIL_PLACEHOLDER,
    phone: '+1 612 555 0100',
    travelType: 'honeymoon',
    destination: 'Japan',
    budget: '5000-10000',
    message: 'Two weeks in Japan in April.',
    recaptchaToken: null,
  },
  {
    name: 'Grace Hopper',
    email: EMAIL_PLACEHOLDER,
    phone: '',
    travelDates: 'June 2027',
    destination: 'Iceland',
    groupSize: '4',
    budget: '$8,000',
    message: 'A family trip to see the northern lights.',
  },
  {
    name: 'Grace Hopper',
    email: EMAIL_PLACEHOLDER,
    message: 'About a gift voucher.',
    context: { service: 'gift-voucher', amount: '500', type: 'romantic' },
  },
  {
    name: 'Katherine Johnson',
    email: EMAIL_PLACEHOLDER,
    phone: '+1 612 555 0199',
    travelType: 'Flight Booking',
    destination: 'Minneapolis to Tokyo',
    travelDates: '2027-04-02 - 2027-04-16',
    groupSize: '2',
    message: 'Trip Type: roundtrip\nClass: economy',
  },
];

const NEWSLETTER_TEMPLATES: Record<string, unknown>[] = [
  { email: EMAIL_PLACEHOLDER },
  { email: EMAIL_PLACEHOLDER, name: 'Ada', source: 'home' },
  { email: EMAIL_PLACEHOLDER, name: '', source: 'blog-sidebar' },
  { email: EMAIL_PLACEHOLDER, name: 'Ada', source: 'quiz', recaptchaToken: null },
];

type Mutation =
  | { op: 'set'; field: number; value: unknown }
  | { op: 'delete'; field: number }
  | { op: 'extra'; key: string; value: unknown }
  | { op: 'context'; field: number; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    arbitrary: fc.record({ op: fc.constant('set' as const), field: fc.nat(), value: hostileValue }),
    weight: 6,
  },
  { arbitrary: fc.record({ op: fc.constant('delete' as const), field: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      op: fc.constant('extra' as const),
      key: extraKey,
      value: fc.jsonValue({ maxDepth: 2 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('context' as const),
      field: fc.nat(),
      value: hostileValue,
    }),
    weight: 1,
  },
);

const CONTEXT_KEYS = [
  'service',
  'type',
  'amount',
  'package',
  'language',
  'experience',
  'recommendation',
  'name',
  'email',
  'extra',
];

/** A template with mutations applied, as a plain object (own `__proto__` keys included). */
export function mutate(
  template: Record<string, unknown>,
  mutations: readonly Mutation[],
): Record<string, unknown> {
  // JSON round trip: a deep copy, and `__proto__` set below stays an own key.
  const body = JSON.parse(JSON.stringify(template)) as Record<string, unknown>;
  const fields = Object.keys(template);
  for (const change of mutations) {
    switch (change.op) {
      case 'set':
        defineKey(body, fields[change.field % fields.length]!, change.value);
        break;
      case 'delete':
        delete body[fields[change.field % fields.length]!];
        break;
      case 'extra':
        defineKey(body, change.key, change.value);
        break;
      case 'context': {
        const context =
          typeof body.context === 'object' && body.context !== null && !Array.isArray(body.context)
            ? (body.context as Record<string, unknown>)
            : { service: 'gift-voucher' };
        defineKey(context, CONTEXT_KEYS[change.field % CONTEXT_KEYS.length]!, change.value);
        body.context = context;
        break;
      }
    }
  }
  return body;
}

function defineKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

const structured = (endpoint: Endpoint) => {
  const templates = endpoint === 'contact' ? CONTACT_TEMPLATES : NEWSLETTER_TEMPLATES;
  return fc
    .tuple(fc.nat({ max: templates.length - 1 }), fc.array(mutation, { maxLength: 4 }))
    .map(([index, mutations]) => mutate(templates[index]!, mutations));
};

/** Valid bodies whose text is hostile but acceptable: what must come back byte for byte. */
const acceptableText = (endpoint: Endpoint) => {
  const storable = fc
    .oneof(text, padded(text))
    .filter((value) => value.trim().length > 0 && value.length <= 90);
  const templates = endpoint === 'contact' ? CONTACT_TEMPLATES : NEWSLETTER_TEMPLATES;
  return fc
    .tuple(
      fc.nat({ max: templates.length - 1 }),
      fc.array(fc.tuple(fc.nat(), storable), { minLength: 1, maxLength: 4 }),
    )
    .map(([index, changes]) => {
      const template = templates[index]!;
      const textFields = Object.keys(template).filter(
        (key) =>
          typeof template[key] === 'string' &&
          !['email', 'travelType', 'budget', 'groupSize', 'source'].includes(key),
      );
      const body = JSON.parse(JSON.stringify(template)) as Record<string, unknown>;
      if (textFields.length === 0) return body;
      for (const [field, value] of changes) body[textFields[field % textFields.length]!] = value;
      return body;
    });
};

const rawBody = fc.oneof(
  // Not JSON at all, or cut short.
  fc
    .string({ maxLength: 40 })
    .map((value) => ({ contentType: 'application/json', body: `{"email": ${value}` })),
  fc.constant({ contentType: 'application/json', body: '' }),
  fc.constant({
    contentType: 'application/json',
    body: '{"__proto__": {"isAdmin": true}, "email": "x@example.org"}',
  }),
  fc.constant({
    contentType: 'application/json',
    body: '{"constructor": {"prototype": {"polluted": true}}}',
  }),
  // Deeply nested arrays within the size limit.
  fc.integer({ min: 1_000, max: 30_000 }).map((depth) => ({
    contentType: 'application/json',
    body: `${'['.repeat(depth)}${']'.repeat(depth)}`,
  })),
  fc.integer({ min: 1_000, max: 10_000 }).map((depth) => ({
    contentType: 'application/json',
    body: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  })),
  // Other media types, and none.
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data; boundary=x',
        'image/png',
        'application/graphql',
        'application/json-patch+json',
        null,
      ),
      fc.string({ maxLength: 60 }),
    )
    .map(([contentType, body]) => ({ contentType, body })),
  fc
    .tuple(
      fc.constantFrom(
        'application/json; charset=utf-16',
        'APPLICATION/JSON',
        'application/json;charset=latin1',
      ),
      fc.constant(`{"email":"${EMAIL_PLACEHOLDER}"}`),
    )
    .map(([contentType, body]) => ({ contentType, body })),
);

const formFields = (endpoint: Endpoint) =>
  fc
    .tuple(
      structured(endpoint),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 }), { maxKeys: 3 }),
    )
    .map(([body, extra]) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(body)) {
        if (key === 'context') continue;
        fields[key] = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
      }
      for (const [key, value] of Object.entries(extra)) fields[key] ??= value;
      return fields;
    });

/** One case: mostly mutated forms, some byte-for-byte checks, some raw bodies and forms. */
export const hostileCase: fc.Arbitrary<HostileCase> = fc
  .constantFrom<Endpoint>('contact', 'newsletter')
  .chain((endpoint) =>
    fc
      .oneof(
        {
          arbitrary: structured(endpoint).map((body) => ({ kind: 'json' as const, body })),
          weight: 10,
        },
        {
          arbitrary: acceptableText(endpoint).map((body) => ({ kind: 'json' as const, body })),
          weight: 5,
        },
        {
          arbitrary: fc.jsonValue({ maxDepth: 3 }).map((body) => ({ kind: 'json' as const, body })),
          weight: 1,
        },
        { arbitrary: rawBody.map((raw) => ({ kind: 'raw' as const, ...raw })), weight: 2 },
        {
          arbitrary: formFields(endpoint).map((fields) => ({ kind: 'form' as const, fields })),
          weight: 2,
        },
      )
      .map((request): HostileCase => ({ endpoint, request })),
  );

/** The case with its placeholder address replaced by `email` (in JSON, raw text and forms). */
export function withUniqueEmail(request: HostileRequest, email: string): HostileRequest {
  switch (request.kind) {
    case 'json': {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return request;
      const value = (body as Record<string, unknown>).email;
      if (typeof value !== 'string' || !value.includes(EMAIL_PLACEHOLDER)) return request;
      const copy = { ...(body as Record<string, unknown>) };
      // Spread drops an own `__proto__` key; put it back as an own key.
      if (Object.prototype.hasOwnProperty.call(body, '__proto__')) {
        defineKey(copy, '__proto__', (body as Record<string, unknown>)['__proto__']);
      }
      copy.email = value.replace(EMAIL_PLACEHOLDER, email);
      return { kind: 'json', body: copy };
    }
    case 'raw':
      return { ...request, body: request.body.replace(EMAIL_PLACEHOLDER, email) };
    case 'form': {
      const fields = { ...request.fields };
      if (typeof fields.email === 'string')
        fields.email = fields.email.replace(EMAIL_PLACEHOLDER, email);
      return { kind: 'form', fields };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Judging answers

export type Verdict =
  | { kind: 'accepted' }
  /**
   * A 400/413/415 with `errors: [{field, message}]`. `bodyLevel`: every error names the body
   * (or the request) as a whole — unreadable JSON, too large, another media type — rather than
   * one of the form's fields.
   */
  | { kind: 'rejected'; status: number; bodyLevel: boolean }
  | { kind: 'form-redirect'; accepted: boolean }
  | { kind: 'server-error'; problem: string }
  | { kind: 'bad'; problem: string };

/** Where an accepted form post lands: the inquiry's, the contact page's or the flight form's thanks. */
const SUCCESS_PAGES: Record<Endpoint, ReadonlySet<string>> = {
  contact: new Set(['/thank-you', '/thank-you/contact', '/thank-you/flight']),
  newsletter: new Set(['/newsletter/subscribed']),
};

/**
 * Whether a refused form post was sent to the right error page: `/form-error/invalid` naming
 * the refused fields, or `/form-error` for a body that could not be read at all. Too many
 * requests and an unavailable database have pages too, but neither may happen in this run
 * (rate limits raised, database up).
 */
function isErrorPage(location: URL): boolean {
  if (![...location.searchParams.keys()].every((key) => key === 'fields' || key === 'from'))
    return false;
  if (location.pathname === '/form-error') return !location.searchParams.has('fields');
  if (location.pathname !== '/form-error/invalid') return false;
  const fields = location.searchParams.get('fields') ?? '';
  return fields.split(',').every((field) => field.trim() !== '');
}

/** The statuses a rejected body may get: invalid (400), too large (413), not JSON or a form (415). */
const REJECTION_STATUSES = new Set([400, 413, 415]);

/** What an `errors` entry names when no single form field is at fault (see apps/api/src/app.ts). */
const WHOLE_REQUEST_FIELDS = new Set(['body', 'request']);

interface FieldError {
  field: string;
  message: string;
}

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { field?: unknown }).field === 'string' &&
  (value as { field: string }).field.trim() !== '' &&
  typeof (value as { message?: unknown }).message === 'string' &&
  (value as { message: string }).message.trim() !== '';

/**
 * Whether an answer follows the API's rules: never a 5xx; JSON success (2xx); every rejection
 * a 400, 413 or 415 with `{success: false, message, errors: [{field, message}]}` — a message a
 * client can show at a field, `body` when the body as a whole is at fault; a form post sent on
 * with a 303 to its success or error page.
 */
export function judgeAnswer(
  endpoint: Endpoint,
  formPost: boolean,
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
  body: string,
): Verdict {
  if (status >= 500) return { kind: 'server-error', problem: `${status}: ${body.slice(0, 200)}` };
  if (formPost && status === 303) {
    const location = String(headers.location ?? '');
    const target = new URL(location, 'http://site.invalid');
    if (target.origin === 'http://site.invalid') {
      if (SUCCESS_PAGES[endpoint].has(target.pathname) && target.search === '')
        return { kind: 'form-redirect', accepted: true };
      if (isErrorPage(target)) return { kind: 'form-redirect', accepted: false };
    }
    return { kind: 'bad', problem: `303 to ${location}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: 'bad', problem: `${status} without a JSON body: ${body.slice(0, 120)}` };
  }
  if (typeof json !== 'object' || json === null)
    return { kind: 'bad', problem: `${status}: body is not an object` };
  const answer = json as { success?: unknown; message?: unknown; errors?: unknown };
  if (status >= 200 && status < 300) {
    return answer.success === true
      ? { kind: 'accepted' }
      : { kind: 'bad', problem: `${status} without success: true` };
  }
  if (!REJECTION_STATUSES.has(status))
    return { kind: 'bad', problem: `unexpected ${status}: ${body.slice(0, 200)}` };
  if (
    answer.success !== false ||
    typeof answer.message !== 'string' ||
    answer.message.trim() === ''
  ) {
    return { kind: 'bad', problem: `${status} without {success: false, message}` };
  }
  const { errors } = answer;
  if (!Array.isArray(errors) || errors.length === 0 || !errors.every(isFieldError)) {
    return {
      kind: 'bad',
      problem: `${status} without field-level errors [{field, message}]: ${body.slice(0, 200)}`,
    };
  }
  return {
    kind: 'rejected',
    status,
    bodyLevel: errors.every((error) => WHOLE_REQUEST_FIELDS.has(error.field)),
  };
}

// ---------------------------------------------------------------------------------------------
// Single-line fields

/**
 * The single-line fields each form stores (only a message, and the flight form's special
 * requests, may break lines); fields a form does not have are ignored by the API, so they are
 * not checked.
 */
const SINGLE_LINE_FIELDS: Record<ContactSource | 'newsletter', readonly string[]> = {
  'inquiry-form': ['firstName', 'lastName', 'email', 'phone', 'destination'],
  'contact-page': ['name', 'email', 'phone', 'travelDates', 'destination', 'groupSize', 'budget'],
  'flight-booking': ['name', 'email', 'phone', 'destination', 'travelDates'],
  'flight-form': [
    'firstName',
    'lastName',
    'email',
    'phone',
    'departureCity',
    'arrivalCity',
    'preferredAirline',
  ],
  newsletter: ['email', 'name'],
};

/** The contact page context's text fields the API stores (others are ignored). */
const CONTEXT_TEXT_FIELDS = [
  'type',
  'amount',
  'package',
  'language',
  'experience',
  'recommendation',
  'name',
  'email',
];

/**
 * Control characters (CR, LF, tab, C0, DEL, C1), the Unicode line and paragraph separators,
 * and the bidirectional embedding, override and isolate characters.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * The single-line fields an accepted body stored (the form's own, and the contact page's
 * context: the `context` object in JSON, `context.*` fields in a form post) whose text, once
 * trimmed, holds a character no single line may: an accepted body with any is a bad answer.
 */
export function singleLineViolations(
  endpoint: Endpoint,
  body: Record<string, unknown>,
  encoding: 'json' | 'form',
): string[] {
  const form = endpoint === 'newsletter' ? 'newsletter' : contactSource(body);
  const fields: [string, unknown][] = SINGLE_LINE_FIELDS[form].map((key) => [key, body[key]]);
  if (form === 'contact-page') {
    const context =
      encoding === 'form'
        ? Object.fromEntries(
            Object.entries(body)
              .filter(([key]) => key.startsWith('context.'))
              .map(([key, value]) => [key.slice('context.'.length), value]),
          )
        : body.context;
    if (typeof context === 'object' && context !== null) {
      const known = [...CONTEXT_TEXT_FIELDS, ...(encoding === 'form' ? ['destination'] : [])];
      for (const key of known) {
        fields.push([`context.${key}`, (context as Record<string, unknown>)[key]]);
      }
    }
  }
  return fields
    .filter(([, value]) => typeof value === 'string' && NOT_ONE_LINE.test(value.trim()))
    .map(([key]) => key);
}

// ---------------------------------------------------------------------------------------------
// What an accepted body must have stored

/** A text field as stored: trimmed, and null when blank or not text. */
export function storedText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

const FLIGHT_FORM_FIELDS = ['tripType', 'departureCity', 'arrivalCity', 'departureDate'];

export type ContactSource = 'inquiry-form' | 'contact-page' | 'flight-booking' | 'flight-form';

/** Which form a /api/contact body is, by the rules the API documents (spec §7). */
export function contactSource(body: Record<string, unknown>): ContactSource {
  if (FLIGHT_FORM_FIELDS.some((field) => field in body)) return 'flight-form';
  if (body.travelType === 'Flight Booking') return 'flight-booking';
  if ('firstName' in body || 'lastName' in body) return 'inquiry-form';
  return 'contact-page';
}

const CONTACT_COLUMNS = [
  'firstName',
  'lastName',
  'name',
  'email',
  'phone',
  'travelType',
  'destination',
  'travelDates',
  'groupSize',
  'budget',
  'message',
] as const;
const COLUMNS_BY_SOURCE: Record<Exclude<ContactSource, 'flight-form'>, readonly string[]> = {
  'inquiry-form': [
    'firstName',
    'lastName',
    'email',
    'phone',
    'travelType',
    'destination',
    'budget',
    'message',
  ],
  'contact-page': [
    'name',
    'email',
    'phone',
    'travelDates',
    'destination',
    'groupSize',
    'budget',
    'message',
  ],
  'flight-booking': [
    'name',
    'email',
    'phone',
    'travelType',
    'destination',
    'travelDates',
    'groupSize',
    'message',
  ],
};
const CONTEXT_TEXT = [
  'type',
  'amount',
  'package',
  'language',
  'experience',
  'recommendation',
  'name',
  'email',
];

export interface ExpectedRow {
  columns: Record<string, string | null>;
  /** contacts.context, when it is checked. */
  context?: Record<string, string> | null;
}

/** The contacts row an accepted JSON body must have become; null when not predictable here. */
export function expectedContactRow(
  body: Record<string, unknown>,
  encoding: 'json' | 'form',
): ExpectedRow | null {
  const source = contactSource(body);
  if (source === 'flight-form') return null; // composed into a message by the API
  const kept = COLUMNS_BY_SOURCE[source];
  const columns: Record<string, string | null> = { source };
  for (const column of CONTACT_COLUMNS)
    columns[column] = kept.includes(column) ? storedText(body[column]) : null;
  if (encoding === 'form') return { columns };
  const context = body.context;
  if (source !== 'contact-page' || context === undefined || context === null) {
    return { columns, context: null };
  }
  const given = context as Record<string, unknown>;
  const expected: Record<string, string> = { service: given.service as string };
  for (const key of CONTEXT_TEXT) {
    const value = storedText(given[key]);
    if (value !== null) expected[key] = value;
  }
  return { columns, context: expected };
}

/** The newsletter_subscribers row an accepted body must have become. */
export function expectedSubscriberRow(body: Record<string, unknown>): ExpectedRow {
  return {
    columns: {
      email: storedText(body.email),
      name: storedText(body.name),
      source: typeof body.source === 'string' && body.source !== '' ? body.source : null,
    },
  };
}

/**
 * Fields whose stored value differs from the expected one. Text is compared as UTF-8 bytes:
 * what went in must come back byte for byte.
 */
export function rowDifferences(expected: ExpectedRow, row: Record<string, unknown>): string[] {
  const differences: string[] = [];
  for (const [column, value] of Object.entries(expected.columns)) {
    const stored = row[column] ?? null;
    const same =
      value === null
        ? stored === null
        : typeof stored === 'string' &&
          Buffer.from(stored, 'utf8').equals(Buffer.from(value, 'utf8'));
    if (!same)
      differences.push(
        `${column}: sent ${JSON.stringify(value)}, stored ${JSON.stringify(stored)}`,
      );
  }
  if (expected.context !== undefined) {
    const stored = row.context ?? null;
    if (JSON.stringify(sortKeys(stored)) !== JSON.stringify(sortKeys(expected.context))) {
      differences.push(
        `context: sent ${JSON.stringify(expected.context)}, stored ${JSON.stringify(stored)}`,
      );
    }
  }
  return differences;
}

function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
