import * as v from 'valibot';

/** Longest e-mail address SMTP allows (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/**
 * What a browser's `<input type="email">` accepts (the WHATWG pattern), plus a dot in the
 * domain: the server takes every address the form let through, and nothing mail can't reach
 * (`ada@localhost`). Stricter patterns reject real addresses such as `o'brien@example.ie`.
 * Less `?`, `&`, `=` and `%`, which no real mailbox needs and which turn a `mailto:` link
 * built from the address into one with extra recipients (`x?bcc=…&a=@example.com`).
 */
export const EMAIL_PATTERN =
  /^[\w.!#$'*+/^`{|}~-]+@[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?(?:\.[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?)+$/;

/** A half of a surrogate pair on its own: UTF-8 cannot encode it, so it would not be stored as sent. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text PostgreSQL can store exactly as sent: `text` and `jsonb` refuse NUL, and lone surrogates
 * would turn into U+FFFD on the way. Refusing them keeps bad input a 400, never a 5xx.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}

const storable = (label: string) =>
  v.check<string, string>(isStorableText, `${label} contains characters we cannot accept.`);

/**
 * What a single line of text may not hold: control characters (CR and LF among them, which
 * would let a name written into a mail header add headers of its own), the Unicode line and
 * paragraph separators, and the bidirectional embedding, override and isolate characters
 * that make text display in another order than it reads (U+202A–U+202E, U+2066–U+2069).
 */
const NOT_SINGLE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Whether `value` is one line of plain text (see `NOT_SINGLE_LINE`). */
export function isSingleLine(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value);
}

const singleLine = (label: string) =>
  v.check<string, string>(
    isSingleLine,
    `${label} must be a single line without control or text-direction characters.`,
  );

/** Options of `requiredText`: a message may run over several lines, nothing else may. */
export interface TextOptions {
  multiline?: boolean;
}

/** Control characters but tab and line breaks: nothing a person types into a message. */
const CONTROL_IN_TEXT = /[^\P{Cc}\t\n\r]/u;

const lineCheck = (label: string, options: TextOptions) =>
  options.multiline
    ? v.check<string, string>(
        (value) => !CONTROL_IN_TEXT.test(value),
        `${label} contains characters we cannot accept.`,
      )
    : singleLine(label);

/**
 * The message for a required key that is missing from the body, by the schema of its entry.
 * valibot reports a missing key on the object ("Invalid key: …"), not on the entry, so
 * `formObject` looks the entry's own words up here.
 */
const missingMessages = new WeakMap<object, string>();

export function withMissingMessage<T extends object>(schema: T, message: string): T {
  missingMessages.set(schema, message);
  return schema;
}

/**
 * `v.object` whose issues read like the rest of ours: a missing required field gets its
 * field's message ("Last name is required."), anything but an object gets `notObject`.
 */
export function formObject<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  notObject = 'The request body must be a JSON object.',
) {
  return v.object(entries, (issue) => {
    // Only the missing-key issue carries a path when its message is made.
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string') return notObject;
    const entry: object | undefined = entries[key];
    return (entry && missingMessages.get(entry)) ?? `${key} is required.`;
  });
}

/**
 * A required line of text: trimmed, not empty, bounded, one line (`isSingleLine`) unless
 * `multiline` (a message, which may hold line breaks).
 */
export const requiredText = (label: string, max: number, options: TextOptions = {}) =>
  withMissingMessage(
    v.pipe(
      v.string(`${label} must be text.`),
      v.trim(),
      v.nonEmpty(`${label} is required.`),
      v.maxLength(max, `${label} must be at most ${max} characters.`),
      storable(label),
      lineCheck(label, options),
    ),
    `${label} is required.`,
  );

/**
 * An optional line of text (one line, like `requiredText`). Forms send an empty string for a field left blank; that, null and
 * a missing field all become `undefined`, so "not given" has one representation.
 */
export const optionalText = (label: string, max: number, options: TextOptions = {}) =>
  v.pipe(
    v.optional(
      v.nullable(
        v.pipe(
          v.string(`${label} must be text.`),
          v.trim(),
          v.maxLength(max, `${label} must be at most ${max} characters.`),
          storable(label),
          lineCheck(label, options),
        ),
      ),
    ),
    v.transform((value) => (value ? value : undefined)),
  );

/** A required e-mail address, kept as typed (trimmed); compare addresses case-insensitively. */
export const email = withMissingMessage(
  v.pipe(
    v.string('Email must be text.'),
    v.trim(),
    v.nonEmpty('Email is required.'),
    v.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters.`),
    v.regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
  ),
  'Email is required.',
);

/** One choice from a fixed list, required. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
) =>
  withMissingMessage(
    v.picklist(options, `${label} is not one of the options.`),
    `${label} is required.`,
  );

/** One choice from a fixed list, or nothing (blank select). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
) =>
  v.pipe(
    v.optional(
      v.nullable(
        v.union([v.literal(''), v.picklist(options)], `${label} is not one of the options.`),
      ),
    ),
    v.transform((value) => (value ? (value as T[number]) : undefined)),
  );

/**
 * What a phone field may hold: digits with the usual separators (spaces, `+`, `-`, `.`, `/`,
 * parentheses), at least 7 and at most 20 digits, and an extension (`x12`, `ext. 12`).
 */
const PHONE_PATTERN = /^\+?[\d\s()./-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

/** Whether `value` (trimmed) reads as a phone number: `+1 (612) 555-0147`, not `abc`. */
export function isPhoneNumber(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/(?:x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '').length;
  return digits >= 7 && digits <= 20;
}

/** A required phone number (see `isPhoneNumber`). */
export const requiredPhone = (label: string, max: number) =>
  withMissingMessage(
    v.pipe(
      requiredText(label, max),
      v.check(isPhoneNumber, `${label} must be a phone number, like +1 612 555 0147.`),
    ),
    `${label} is required.`,
  );

/**
 * The first day that is still today or later somewhere on Earth (UTC-12): a date the visitor's
 * own calendar shows as today is never refused, wherever they are.
 */
export function earliestToday(now: number = Date.now()): string {
  return new Date(now - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whether an ISO day is today or later (see `earliestToday`). */
export const isNotPast = (day: string): boolean => day >= earliestToday();

/** A date from `<input type="date">`: `YYYY-MM-DD`, and a day that exists. */
export const requiredDate = (label: string) =>
  withMissingMessage(
    v.pipe(
      v.string(`${label} must be text.`),
      v.trim(),
      v.nonEmpty(`${label} is required.`),
      v.check(isIsoDay, `${label} must be a date like 2027-04-02.`),
      v.check(isNotPast, `${label} must be today or later.`),
    ),
    `${label} is required.`,
  );

/** The same date field where it may stay blank. */
export const optionalDate = (label: string) =>
  v.pipe(
    v.optional(
      v.nullable(
        v.pipe(
          v.string(`${label} must be text.`),
          v.trim(),
          v.check(
            (value) => value === '' || isIsoDay(value),
            `${label} must be a date like 2027-04-02.`,
          ),
        ),
      ),
    ),
    v.transform((value) => (value ? value : undefined)),
  );

/** `YYYY-MM-DD` naming a day that exists (`2027-02-30` does not). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * A checkbox: JSON sends a boolean; a form posted without JavaScript sends `on` when ticked
 * and nothing when not.
 */
export const checkbox = (label: string) =>
  v.pipe(
    v.optional(
      v.nullable(
        v.union(
          [v.boolean(), v.picklist(['on', 'true', 'false', ''])],
          `${label} must be ticked or not.`,
        ),
      ),
    ),
    v.transform((value) => value === true || value === 'on' || value === 'true'),
  );

/** The bot-check token; absent, blank or null when the check could not run. */
export const recaptchaToken = v.pipe(
  v.optional(
    v.nullable(
      v.pipe(
        v.string('The bot-check token must be text.'),
        v.maxLength(4096, 'The bot-check token is too long.'),
      ),
    ),
    null,
  ),
  v.transform((value) => (value ? value : null)),
);

/**
 * The honeypot: a field hidden from people (the forms name it `website`), so only bots fill it
 * in. Any text is accepted, because an error here would tell the bot what gave it away; the
 * API treats a filled one as a bot (see apps/api README).
 */
export const honeypot = v.optional(v.nullable(v.string('Website must be text.')));
