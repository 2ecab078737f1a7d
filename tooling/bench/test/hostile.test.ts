import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PLACEHOLDER,
  contactSource,
  expectedContactRow,
  expectedSubscriberRow,
  hostileCase,
  judgeAnswer,
  mutate,
  rowDifferences,
  singleLineViolations,
  storedText,
  withUniqueEmail,
} from '../src/lib/hostile.ts';
import {
  HOSTILE_BUILD,
  HOSTILE_PATHS,
  PATH_SECRET,
  judgePathAnswer,
} from '../src/lib/hostile-paths.ts';

const json = (value: unknown) => JSON.stringify(value);

describe('judgeAnswer', () => {
  it('accepts a 2xx with success: true', () => {
    expect(
      judgeAnswer('contact', false, 200, {}, json({ success: true, message: 'Thanks' })),
    ).toEqual({ kind: 'accepted' });
  });

  it('accepts rejections that name a field, or the body when the body as a whole is at fault', () => {
    const fields = json({
      success: false,
      message: 'Check',
      errors: [{ field: 'email', message: 'Email is required.' }],
    });
    expect(judgeAnswer('contact', false, 400, {}, fields)).toEqual({
      kind: 'rejected',
      status: 400,
      bodyLevel: false,
    });
    for (const status of [400, 413, 415]) {
      const whole = json({
        success: false,
        message: 'No.',
        errors: [{ field: 'body', message: 'No.' }],
      });
      expect(judgeAnswer('newsletter', false, status, {}, whole)).toEqual({
        kind: 'rejected',
        status,
        bodyLevel: true,
      });
    }
  });

  it('refuses a rejection without field-level errors, whatever its status', () => {
    for (const status of [400, 413, 415]) {
      expect(
        judgeAnswer('newsletter', false, status, {}, json({ success: false, message: 'No.' })).kind,
        String(status),
      ).toBe('bad');
    }
  });

  it('accepts a form post sent on to its success or error page', () => {
    for (const location of ['/thank-you', '/thank-you/contact', '/thank-you/flight'])
      expect(judgeAnswer('contact', true, 303, { location }, ''), location).toEqual({
        kind: 'form-redirect',
        accepted: true,
      });
    expect(
      judgeAnswer('newsletter', true, 303, { location: '/newsletter/subscribed' }, ''),
    ).toEqual({ kind: 'form-redirect', accepted: true });
    for (const location of ['/form-error', '/form-error/invalid?fields=email,message'])
      expect(judgeAnswer('contact', true, 303, { location }, ''), location).toEqual({
        kind: 'form-redirect',
        accepted: false,
      });
  });

  it('flags a form post sent anywhere else', () => {
    for (const [endpoint, location] of [
      ['contact', '/newsletter/subscribed'],
      ['newsletter', '/thank-you'],
      ['contact', '/thank-you?x=1'],
      ['contact', 'https://elsewhere.example/thank-you'],
      ['contact', '/form-error/invalid'],
      ['contact', '/form-error/invalid?fields=email,'],
      ['contact', '/form-error?fields=email'],
      ['contact', '/form-error/rate-limited'],
      ['contact', '/form-error/unavailable'],
      ['contact', '/form-error/invalid?fields=email&next=//evil'],
    ] as const)
      expect(judgeAnswer(endpoint, true, 303, { location }, '').kind, location).toBe('bad');
  });

  it('flags any 5xx, and rejections without the promised shape', () => {
    expect(
      judgeAnswer('contact', false, 500, {}, json({ success: false, message: 'x' })).kind,
    ).toBe('server-error');
    expect(judgeAnswer('contact', false, 503, {}, '').kind).toBe('server-error');
    for (const body of [
      'Bad Request',
      json({ success: false }),
      json({ success: false, message: 'x', errors: [] }),
      json({ success: false, message: 'x', errors: [{ field: '', message: 'm' }] }),
      json({ success: false, message: 'x', errors: [{ field: 'email' }] }),
      json({ success: false, message: 'x', errors: [{ field: ' ', message: 'm' }] }),
      json({ success: false, message: 'x', errors: { email: 'm' } }),
      json({ success: true, message: 'x', errors: [{ field: 'email', message: 'm' }] }),
    ]) {
      expect(judgeAnswer('contact', false, 400, {}, body).kind, body).toBe('bad');
    }
    // Rate limits are raised for this run and every address is known: a 429 or 404 is a fault
    // even when well formed.
    for (const status of [404, 429]) {
      const wellFormed = json({
        success: false,
        message: 'No.',
        errors: [{ field: 'request', message: 'No.' }],
      });
      expect(judgeAnswer('contact', false, status, {}, wellFormed).kind, String(status)).toBe(
        'bad',
      );
    }
    expect(
      judgeAnswer('contact', false, 200, {}, json({ success: false, message: 'x' })).kind,
    ).toBe('bad');
  });
});

describe('what an accepted body must have stored', () => {
  it('tells the three contact forms apart as the API documents', () => {
    expect(contactSource({ firstName: 'A' })).toBe('inquiry-form');
    expect(contactSource({ firstName: 'A', travelType: 'Flight Booking' })).toBe('flight-booking');
    expect(contactSource({ name: 'A' })).toBe('contact-page');
    expect(contactSource({ tripType: 'oneway' })).toBe('flight-form');
  });

  it('stores text trimmed, blank as null, and only the columns of its form', () => {
    expect(storedText('  a b \n')).toBe('a b');
    expect(storedText(' \t')).toBeNull();
    expect(storedText(5)).toBeNull();
    const row = expectedContactRow(
      {
        name: ' Grace ',
        email: 'g@example.org',
        message: 'm',
        firstNameX: 1,
        travelType: 'x',
        context: { service: 'gift-voucher', amount: ' 500 ', type: '' },
      },
      'json',
    );
    expect(row).toEqual({
      columns: {
        source: 'contact-page',
        firstName: null,
        lastName: null,
        name: 'Grace',
        email: 'g@example.org',
        phone: null,
        travelType: null,
        destination: null,
        travelDates: null,
        groupSize: null,
        budget: null,
        message: 'm',
      },
      context: { service: 'gift-voucher', amount: '500' },
    });
    expect(expectedSubscriberRow({ email: ' a@example.org', name: '', source: 'home' })).toEqual({
      columns: { email: 'a@example.org', name: null, source: 'home' },
    });
  });

  it('finds any difference, down to the byte: NFC against NFD, a kept space, a changed context', () => {
    const expected = { columns: { name: 'Zoë', message: 'hi' }, context: { service: 'quiz' } };
    expect(
      rowDifferences(expected, { name: 'Zoë', message: 'hi', context: { service: 'quiz' } }),
    ).toEqual([]);
    expect(
      rowDifferences(expected, { name: 'Zoe\u0308', message: 'hi', context: { service: 'quiz' } }),
    ).toHaveLength(1);
    expect(
      rowDifferences(expected, { name: 'Zoë', message: 'hi ', context: { service: 'quiz' } }),
    ).toHaveLength(1);
    expect(rowDifferences(expected, { name: 'Zoë', message: 'hi', context: null })).toHaveLength(1);
    expect(rowDifferences({ columns: { phone: null } }, { phone: '' })).toHaveLength(1);
  });
});

describe('generated cases', () => {
  const cases = fc.sample(hostileCase, { numRuns: 400, seed: 7 });

  it('cover both endpoints and every kind of request', () => {
    expect(new Set(cases.map((c) => c.endpoint))).toEqual(new Set(['contact', 'newsletter']));
    expect(new Set(cases.map((c) => c.request.kind))).toEqual(new Set(['json', 'raw', 'form']));
  });

  it('can always be sent: JSON bodies serialize, form fields are text', () => {
    for (const { request } of cases) {
      if (request.kind === 'json') expect(typeof JSON.stringify(request.body)).toBe('string');
      if (request.kind === 'form')
        for (const value of Object.values(request.fields)) expect(typeof value).toBe('string');
    }
  });

  it('are the same for the same seed', () => {
    expect(json(fc.sample(hostileCase, { numRuns: 20, seed: 3 }))).toBe(
      json(fc.sample(hostileCase, { numRuns: 20, seed: 3 })),
    );
  });
});

describe('mutate and withUniqueEmail', () => {
  it('sets, deletes and adds keys, __proto__ as an own key that JSON sends', () => {
    const body = mutate({ email: EMAIL_PLACEHOLDER, name: 'A' }, [
      { op: 'set', field: 1, value: 42 },
      { op: 'delete', field: 0 },
      { op: 'extra', key: '__proto__', value: { polluted: true } },
    ]);
    expect(json(body)).toBe('{"name":42,"__proto__":{"polluted":true}}');
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('puts the unique address where the placeholder is, keeping padding and own __proto__ keys', () => {
    const body = mutate({ email: ` ${EMAIL_PLACEHOLDER}\n` }, [
      { op: 'extra', key: '__proto__', value: 1 },
    ]);
    const sent = withUniqueEmail({ kind: 'json', body }, 'u1@example.org');
    expect(json(sent.kind === 'json' && sent.body)).toBe(
      '{"email":" u1@example.org\\n","__proto__":1}',
    );
    const form = withUniqueEmail(
      { kind: 'form', fields: { email: EMAIL_PLACEHOLDER } },
      'u2@example.org',
    );
    expect(form).toEqual({ kind: 'form', fields: { email: 'u2@example.org' } });
    const raw = withUniqueEmail(
      { kind: 'raw', contentType: null, body: `{"email":"${EMAIL_PLACEHOLDER}"}` },
      'u3@example.org',
    );
    expect(raw).toEqual({ kind: 'raw', contentType: null, body: '{"email":"u3@example.org"}' });
  });
});

describe('singleLineViolations', () => {
  it('names single-line fields holding line breaks, controls or text-direction characters', () => {
    const body = {
      name: 'Ada\r\nBcc: x@example.org',
      phone: '612\u202E555',
      destination: ' Oslo\n',
      message: 'Line one\nLine two',
      context: { type: 'a\u2066b', extra: 'ignored\n' },
      'context.amount': 'x\ny',
      'context.other': 'ignored\n',
    };
    expect(singleLineViolations('contact', body, 'json')).toEqual([
      'name',
      'phone',
      'context.type',
    ]);
    expect(singleLineViolations('contact', body, 'form')).toEqual([
      'name',
      'phone',
      'context.amount',
    ]);
  });

  it('ignores fields the form does not have, and multi-line messages', () => {
    expect(
      singleLineViolations('newsletter', { email: 'a@b.co', context: { type: 'a\nb' } }, 'json'),
    ).toEqual([]);
    expect(
      singleLineViolations(
        'contact',
        { firstName: 'Ada', lastName: 'L', context: { x: '\n1' } },
        'json',
      ),
    ).toEqual([]);
    expect(
      singleLineViolations('contact', { name: 'Zoë O’Brien', message: 'Hi\nthere' }, 'json'),
    ).toEqual([]);
  });
});

describe('judgePathAnswer', () => {
  it('flags 5xx, planted secrets and cookies set by a hostile address', () => {
    expect(judgePathAnswer(404, '<title>Not found</title>', {})).toBe('ok');
    expect(judgePathAnswer(500, '', {})).toBe('server-error');
    expect(judgePathAnswer(200, `x ${PATH_SECRET}`, {})).toBe('leak');
    expect(judgePathAnswer(200, '', { 'set-cookie': 'x=1' })).toBe('leak');
  });

  it('tries every dotfile of the planted build', () => {
    for (const file of Object.keys(HOSTILE_BUILD).filter((name) => /(^|\/)\./.test(name))) {
      const first = file.replace(/\/index\.html$/, '/');
      expect(HOSTILE_PATHS, file).toContain(`/${first}`);
    }
  });
});
