import { describe, expect, it } from 'vitest';
import { parseContactBody } from './contact.ts';

const inquiry = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phone: '',
  travelType: 'honeymoon',
  destination: '',
  budget: '',
  message: 'Two weeks in Japan in April.',
  recaptchaToken: null,
};

const contactPage = {
  name: 'Grace Hopper',
  email: 'grace@example.org',
  message: 'A family trip to see the northern lights.',
};

const errorsOf = (result: ReturnType<typeof parseContactBody>) =>
  result.success ? [] : result.errors;

describe('parseContactBody', () => {
  it('accepts the inquiry form body, trims text and drops blank optional fields', () => {
    const result = parseContactBody(inquiry);
    expect(result).toEqual({
      success: true,
      output: {
        source: 'inquiry-form',
        data: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.org',
          phone: undefined,
          travelType: 'honeymoon',
          destination: undefined,
          budget: undefined,
          message: 'Two weeks in Japan in April.',
          recaptchaToken: null,
        },
      },
    });
  });

  it('reports one message per invalid field of the inquiry form', () => {
    const result = parseContactBody({
      ...inquiry,
      firstName: '  ',
      email: 'nope',
      travelType: 'cruise',
    });
    expect(
      errorsOf(result)
        .map((error) => error.field)
        .sort(),
    ).toEqual(['email', 'firstName', 'travelType']);
    expect(errorsOf(result)).toContainEqual({
      field: 'firstName',
      message: 'First name is required.',
    });
  });

  it('says which field is missing in our words, not valibot’s', () => {
    const { lastName: _lastName, message: _message, ...body } = inquiry;
    expect(errorsOf(parseContactBody(body))).toEqual([
      { field: 'lastName', message: 'Last name is required.' },
      { field: 'message', message: 'Message is required.' },
    ]);
    expect(errorsOf(parseContactBody({}))).toEqual([
      { field: 'name', message: 'Name is required.' },
      { field: 'email', message: 'Email is required.' },
      { field: 'message', message: 'Message is required.' },
    ]);
  });

  it('accepts addresses a browser accepts and refuses ones mail cannot reach', () => {
    for (const email of ["o'brien@example.ie", 'a.b+tag@mail.example.co.uk', 'X_Y@EXAMPLE.COM']) {
      expect(parseContactBody({ ...contactPage, email }).success, email).toBe(true);
    }
    for (const email of [
      'ada@localhost',
      'ada@',
      '@example.org',
      'ada example@x.org',
      'a@b..org',
      // What would turn a mailto: link into one with other recipients (issue 29).
      'x?bcc=attacker%40evil.example&a=@example.com',
      'ada?@example.org',
      'ada&b@example.org',
      'ada=b@example.org',
      'ada%b@example.org',
    ]) {
      expect(errorsOf(parseContactBody({ ...contactPage, email })), email).toEqual([
        { field: 'email', message: 'Please enter a valid email address.' },
      ]);
    }
  });

  it('refuses text PostgreSQL could not store as sent', () => {
    expect(errorsOf(parseContactBody({ ...contactPage, message: 'a\0b' }))).toEqual([
      { field: 'message', message: 'Message contains characters we cannot accept.' },
    ]);
    expect(errorsOf(parseContactBody({ ...contactPage, name: 'Ada \ud800' }))).toEqual([
      { field: 'name', message: 'Name contains characters we cannot accept.' },
    ]);
  });

  it('recognises a flight request by its fixed travel type', () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const result = parseContactBody({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '+1 612 555 0100',
      travelType: 'Flight Booking',
      destination: 'Minneapolis to Tokyo',
      travelDates: `${nextYear}-04-02 - ${nextYear}-04-16`,
      groupSize: '2',
      message: 'Trip Type: roundtrip',
    });
    expect(result.success && result.output.source).toBe('flight-booking');
  });

  it('treats any other object as the contact page form', () => {
    const result = parseContactBody(contactPage);
    expect(result.success && result.output.source).toBe('contact-page');
  });

  it('rejects a body that is not an object', () => {
    expect(parseContactBody(['a'])).toEqual({
      success: false,
      errors: [{ field: 'body', message: 'The request body must be a JSON object.' }],
    });
  });

  it('strips fields no form has, such as the hidden `form` marker', () => {
    const result = parseContactBody({ ...contactPage, form: 'contact-page', admin: true });
    expect(result.success && result.output.data).not.toHaveProperty('form');
    expect(result.success && result.output.data).not.toHaveProperty('admin');
  });

  it('keeps a filled honeypot for the API to judge, without an error', () => {
    const result = parseContactBody({ ...contactPage, website: 'http://spam.example' });
    expect(result.success && result.output.data.website).toBe('http://spam.example');
  });
});

describe('the contact page context', () => {
  it('keeps the service and its parameters, trimmed, without blank ones', () => {
    const result = parseContactBody({
      ...contactPage,
      context: { service: 'gift-voucher', type: ' romantic ', amount: 'custom', package: '' },
    });
    expect(result.success && result.output).toMatchObject({
      source: 'contact-page',
      data: { context: { service: 'gift-voucher', type: 'romantic', amount: 'custom' } },
    });
    expect(result.success && result.output.data).toMatchObject({ context: { package: undefined } });
  });

  it('accepts no context, or null', () => {
    for (const context of [undefined, null]) {
      const result = parseContactBody({ ...contactPage, context });
      expect(result.success && result.output.source === 'contact-page').toBe(true);
      expect(result.success && 'context' in result.output.data && result.output.data.context).toBe(
        undefined,
      );
    }
  });

  it('names the context field that is wrong', () => {
    expect(errorsOf(parseContactBody({ ...contactPage, context: { service: 'spa-day' } }))).toEqual(
      [{ field: 'context.service', message: 'Service is not one of the options.' }],
    );
    expect(errorsOf(parseContactBody({ ...contactPage, context: { type: 'x' } }))).toEqual([
      { field: 'context.service', message: 'Service is required.' },
    ]);
    expect(
      errorsOf(
        parseContactBody({
          ...contactPage,
          context: { service: 'quiz-consultation', recommendation: 'x'.repeat(201) },
        }),
      ),
    ).toEqual([
      {
        field: 'context.recommendation',
        message: 'Recommendation must be at most 200 characters.',
      },
    ]);
    expect(errorsOf(parseContactBody({ ...contactPage, context: 'gift-voucher' }))).toEqual([
      { field: 'context', message: 'Context must be an object.' },
    ]);
  });

  it('reads a form posted without JavaScript, its context from the hidden context.* fields', () => {
    const result = parseContactBody(
      {
        ...contactPage,
        form: 'contact-page',
        'context.service': 'quiz-consultation',
        'context.name': 'Ada',
        'context.email': 'ada@example.org',
        'context.recommendation': 'Tuscany Wellness Retreat',
        'context.type': '',
      },
      { encoding: 'form' },
    );
    expect(result.success && result.output).toMatchObject({
      source: 'contact-page',
      data: {
        name: 'Grace Hopper',
        context: {
          service: 'quiz-consultation',
          name: 'Ada',
          email: 'ada@example.org',
          recommendation: 'Tuscany Wellness Retreat',
        },
      },
    });
    expect(result.success && result.output.data).not.toHaveProperty(['context.service']);
    // Posted without JavaScript: no bot-check token, judged like any post without one.
    expect(result.success && result.output.data).toHaveProperty('recaptchaToken', null);
  });

  it('fills a blank Destination from the destination asked about, never over a typed one', () => {
    const parse = (destination: string) =>
      parseContactBody(
        { ...contactPage, destination, 'context.destination': 'Santorini Honeymoon' },
        { encoding: 'form' },
      );
    expect(parse('')).toMatchObject({ output: { data: { destination: 'Santorini Honeymoon' } } });
    expect(parse('Iceland')).toMatchObject({ output: { data: { destination: 'Iceland' } } });
  });

  it('names the hidden context field that is wrong', () => {
    const result = parseContactBody(
      { ...contactPage, 'context.service': 'spa' },
      { encoding: 'form' },
    );
    expect(result).toEqual({
      success: false,
      errors: [{ field: 'context.service', message: 'Service is not one of the options.' }],
    });
  });

  it('has no context in a form post without a service', () => {
    const result = parseContactBody(
      { ...contactPage, 'context.service': '' },
      { encoding: 'form' },
    );
    expect(result.success && result.output.source === 'contact-page' && result.output.data).toEqual(
      expect.objectContaining({ context: undefined }),
    );
  });
});
