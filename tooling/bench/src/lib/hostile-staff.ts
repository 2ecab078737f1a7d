import fc from 'fast-check';

/**
 * Hostile query strings for the staff routes that read their query (issue 29): every filter
 * parameter with impossible days, wrong types, unicode, injection strings and garbage cursors,
 * sent with a signed-in session. No answer may be a 5xx.
 */
export const STAFF_QUERY_PATHS = [
  '/api/staff/leads',
  '/api/staff/leads.csv',
  '/api/staff/subscribers',
  '/api/staff/subscribers.csv',
] as const;

const STAFF_PARAMS = ['kind', 'read', 'status', 'suspect', 'from', 'to', 'q', 'cursor'] as const;

const day = fc
  .tuple(
    fc.integer({ min: -1, max: 99_999 }),
    fc.integer({ min: -1, max: 99 }),
    fc.integer({ min: -1, max: 99 }),
  )
  .map(
    ([y, m, d]) =>
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  );

const value = fc.oneof(
  day,
  fc.constantFrom(
    '2026-13-45',
    '2026-02-30',
    '0000-01-01',
    '9999-12-31',
    '-0001-01-01',
    "'; drop table contacts; --",
    '\u0000',
    '%',
    '',
    'inquiry-form,,quiz',
    'eyJ9',
    'a'.repeat(5000),
    '\ud800',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.base64String({ maxLength: 80 }),
);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const staffQueryCase = fc.record({
  path: fc.constantFrom(...STAFF_QUERY_PATHS),
  params: fc.array(fc.tuple(fc.constantFrom(...STAFF_PARAMS), value), { maxLength: 4 }),
});

/** The URL of a case, each value percent-encoded as a browser would (lone surrogates as U+FFFD). */
export function staffQueryUrl({
  path,
  params,
}: {
  path: string;
  params: [string, string][];
}): string {
  if (params.length === 0) return path;
  const query = params
    .map(
      ([name, text]) => `${name}=${encodeURIComponent(text.replaceAll(LONE_SURROGATE, '\ufffd'))}`,
    )
    .join('&');
  return `${path}?${query}`;
}
