import { describe, expect, it } from 'vitest';
import { parseContactBody } from './contact.ts';
import { isSingleLine } from './fields.ts';
import { parseNewsletterBody } from './newsletter.ts';

/** A name that would add a header of its own once it becomes a mail header. */
const HEADER_INJECTION = 'Ada\r\nBcc: everyone@example.org';
/** Text that displays as "Ada txt.exe" but reads otherwise (right-to-left override). */
const BIDI = 'Ada \u202Eexe.txt';

const contactPage = {
  name: 'Grace Hopper',
  email: 'grace@example.org',
  phone: '+1 612 555 0100',
  destination: 'Iceland',
  message: 'A family trip.\nTo see the northern lights.',
};

const inquiry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  travelType: 'honeymoon',
  message: 'Two weeks in Japan.',
};

const fieldsOf = (result: { success: boolean; errors?: { field: string }[] }) =>
  result.success ? [] : (result.errors ?? []).map((error) => error.field);

describe('single-line fields', () => {
  it.each([
    ['CR LF', HEADER_INJECTION],
    ['LF', 'Ada\nLovelace'],
    ['CR', 'Ada\rLovelace'],
    ['tab', 'Ada\tLovelace'],
    ['escape', 'Ada\u001b[31m'],
    ['DEL', 'Ada\u007f'],
    ['C1 control', 'Ada\u0085Lovelace'],
    ['line separator', 'Ada\u2028Lovelace'],
    ['right-to-left override', BIDI],
    ['left-to-right embedding', 'Ada \u202Ax'],
    ['first strong isolate', 'Ada \u2068x\u2069'],
  ])('refuse %s', (_, value) => {
    expect(isSingleLine(value)).toBe(false);
    for (const field of ['name', 'phone', 'destination'] as const) {
      const result = parseContactBody({ ...contactPage, [field]: value });
      expect(fieldsOf(result)).toEqual([field]);
    }
    for (const field of ['firstName', 'lastName'] as const) {
      expect(fieldsOf(parseContactBody({ ...inquiry, [field]: value }))).toEqual([field]);
    }
    expect(fieldsOf(parseNewsletterBody({ email: 'a@example.org', name: value }))).toEqual([
      'name',
    ]);
  });

  it('refuse a line break inside an e-mail address', () => {
    const result = parseContactBody({ ...contactPage, email: 'grace@example.org\r\nBcc: x@y.z' });
    expect(fieldsOf(result)).toEqual(['email']);
  });

  it('say what is wrong, in the usual field error', () => {
    const result = parseContactBody({ ...contactPage, name: HEADER_INJECTION });
    expect(result.success ? null : result.errors).toEqual([
      {
        field: 'name',
        message: 'Name must be a single line without control or text-direction characters.',
      },
    ]);
  });

  it('accept names in any script, with marks that are not overrides', () => {
    for (const name of ['José Ñúñez', 'Nguyễn Thị Minh', 'محمد\u200F', 'Zoë O’Brien-Smith']) {
      expect(isSingleLine(name)).toBe(true);
      expect(parseContactBody({ ...contactPage, name }).success).toBe(true);
    }
  });

  it('leave line breaks to the message, refusing other control characters there', () => {
    expect(parseContactBody(contactPage).success).toBe(true);
    const bell = parseContactBody({ ...contactPage, message: 'Hello\u0007' });
    expect(fieldsOf(bell)).toEqual(['message']);
  });

  it('strip surrounding line breaks rather than refuse them', () => {
    const result = parseContactBody({ ...contactPage, name: '\r\nGrace Hopper\r\n' });
    expect(result.success).toBe(true);
  });
});
