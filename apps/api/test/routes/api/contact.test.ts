import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THANK_YOU, UNAVAILABLE } from '../../../src/routes/api/contact/index.ts';
import { FORM, buildTestApp, urlencoded } from '../../helpers/app.ts';
import type { TestDatabase } from '../../helpers/databases.ts';
import { databaseVariants } from '../../helpers/variants.ts';

const uniqueEmail = () => `traveller-${randomUUID()}@example.org`;

const inquiry = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail(),
  phone: '+1 612 555 0100',
  travelType: 'honeymoon',
  destination: 'Japan',
  budget: '5000-10000',
  message: 'Two weeks in Japan in April.',
  recaptchaToken: null,
});

const contactPage = () => ({
  name: 'Grace Hopper',
  email: uniqueEmail(),
  phone: '',
  travelDates: 'June 2027',
  destination: 'Iceland',
  groupSize: '4',
  budget: '$8,000',
  message: 'A family trip to see the northern lights.',
});

const flightRequest = () => ({
  name: 'Katherine Johnson',
  email: uniqueEmail(),
  phone: '+1 612 555 0199',
  travelType: 'Flight Booking',
  destination: 'Minneapolis to Tokyo',
  travelDates: '2027-04-02 - 2027-04-16',
  groupSize: '2',
  message: 'Trip Type: roundtrip\nClass: economy',
});

/** The /flight-booking form's own fields, as a browser without JavaScript posts them. */
const flightForm = () => ({
  form: 'flight-booking',
  firstName: 'Katherine',
  lastName: 'Johnson',
  email: uniqueEmail(),
  phone: '+1 612 555 0199',
  tripType: 'oneway',
  departureCity: 'Minneapolis',
  arrivalCity: 'Tokyo',
  departureDate: '2027-04-02',
  returnDate: '',
  passengers: '6+',
  class: 'business',
  preferredAirline: 'Delta',
  seatPreference: 'aisle',
  mealPreference: 'vegan',
  carRental: 'on',
  specialRequests: 'Extra legroom, please',
});

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`POST /api/contact (${variant.name})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await variant.create();
      app = await buildTestApp(database.db);
    });

    afterAll(async () => {
      await app?.close();
      await database?.cleanup();
    });

    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
    const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { ...FORM, ...headers },
        payload: urlencoded(fields),
      });
    const storedFor = (email: string) =>
      database.db.selectFrom('contacts').selectAll().where('email', '=', email).execute();

    describe('JSON, as the pages send it', () => {
      it('stores an inquiry-form lead with every field', async () => {
        const body = inquiry();
        const response = await post(body);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: THANK_YOU });
        const rows = await storedFor(body.email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          source: 'inquiry-form',
          firstName: 'Ada',
          lastName: 'Lovelace',
          name: null,
          email: body.email,
          phone: '+1 612 555 0100',
          travelType: 'honeymoon',
          destination: 'Japan',
          budget: '5000-10000',
          travelDates: null,
          groupSize: null,
          message: 'Two weeks in Japan in April.',
          context: null,
          suspect: false,
          suspectReason: null,
          isRead: false,
        });
        expect(rows[0]!.id).toMatch(/^\d+$/);
      });

      it('sets created_at to the time of the request', async () => {
        const body = inquiry();
        const before = Date.now();
        await post(body);
        const [row] = await storedFor(body.email);
        expect(row!.createdAt).toBeInstanceOf(Date);
        // Database and test clocks may differ by a little; a minute is plenty.
        expect(Math.abs(row!.createdAt.getTime() - before)).toBeLessThan(60_000);
      });

      it('stores a contact-page message with its name, dates and group size', async () => {
        const body = contactPage();
        const response = await post(body);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: THANK_YOU });
        const rows = await storedFor(body.email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          source: 'contact-page',
          firstName: null,
          lastName: null,
          name: 'Grace Hopper',
          phone: null,
          travelType: null,
          travelDates: 'June 2027',
          destination: 'Iceland',
          groupSize: '4',
          budget: '$8,000',
          message: 'A family trip to see the northern lights.',
          context: null,
          suspect: false,
          isRead: false,
        });
      });

      it('stores the contact page’s service context in the context column', async () => {
        const context = {
          service: 'quiz-consultation',
          type: 'romantic',
          amount: 'custom',
          package: 'Weekend Mystery',
          language: 'Japanese',
          experience: 'Ancestry',
          recommendation: 'adventure-weekend-budget-solo',
          name: 'Grace',
          email: 'grace@example.org',
        };
        const body = { ...contactPage(), context: { ...context, type: ' romantic ', extra: 'x' } };
        expect((await post(body)).statusCode).toBe(200);
        const [row] = await storedFor(body.email);
        expect(row!.context).toEqual(context);
      });

      it('stores only the context parameters given', async () => {
        const body = {
          ...contactPage(),
          context: { service: 'gift-voucher', amount: '500', type: '' },
        };
        expect((await post(body)).statusCode).toBe(200);
        const [row] = await storedFor(body.email);
        expect(row!.context).toEqual({ service: 'gift-voucher', amount: '500' });
      });

      it('stores a flight request with its route, dates and passengers', async () => {
        const body = flightRequest();
        const response = await post(body);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: THANK_YOU });
        const rows = await storedFor(body.email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          source: 'flight-booking',
          name: 'Katherine Johnson',
          firstName: null,
          phone: '+1 612 555 0199',
          travelType: 'Flight Booking',
          destination: 'Minneapolis to Tokyo',
          travelDates: '2027-04-02 - 2027-04-16',
          groupSize: '2',
          budget: null,
          message: 'Trip Type: roundtrip\nClass: economy',
          context: null,
          isRead: false,
        });
      });

      it('stores text exactly as sent, whatever the script', async () => {
        const body = {
          ...contactPage(),
          name: 'Zoë Ǆ 山田 太郎 👩🏽‍✈️',
          message: 'מלון ליד הים\nعطلة 🏝️',
        };
        expect((await post(body)).statusCode).toBe(200);
        const [row] = await storedFor(body.email);
        expect(row).toMatchObject({ name: body.name, message: body.message });
      });
    });

    describe('invalid input', () => {
      it('answers 400 with one error per invalid field and stores nothing', async () => {
        const body = { ...inquiry(), firstName: '  ', email: 'not-an-email', travelType: 'cruise' };
        const response = await post(body);

        expect(response.statusCode).toBe(400);
        const result = response.json();
        expect(result).toMatchObject({ success: false });
        // The message says what to fix, for a page that shows only the message.
        expect(result.message).toContain('First name is required.');
        expect(result.message).toContain('Please enter a valid email address.');
        expect(result.errors.map((error: { field: string }) => error.field).sort()).toEqual([
          'email',
          'firstName',
          'travelType',
        ]);
        expect(result.errors).toContainEqual({
          field: 'firstName',
          message: 'First name is required.',
        });
        expect(await storedFor(body.email)).toHaveLength(0);
      });

      it('names a missing field in our words', async () => {
        const { lastName: _lastName, ...body } = inquiry();
        const response = await post(body);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([
          { field: 'lastName', message: 'Last name is required.' },
        ]);
      });

      it('answers 400 for a bad context, naming the field', async () => {
        const response = await post({ ...contactPage(), context: { service: 'spa' } });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([
          { field: 'context.service', message: 'Service is not one of the options.' },
        ]);
      });

      it('answers 400, not 500, to text the database could not store', async () => {
        for (const message of ['nul \0 byte', 'lone \ud800 surrogate']) {
          const response = await post({ ...contactPage(), message });
          expect(response.statusCode).toBe(400);
          expect(response.json().errors).toEqual([
            { field: 'message', message: 'Message contains characters we cannot accept.' },
          ]);
        }
      });

      it('answers 400 when the body is JSON but not an object', async () => {
        for (const payload of [['a'], 'text', 42, null]) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/contact',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ success: false, errors: [{ field: 'body' }] });
        }
      });

      it('answers 400 JSON to malformed JSON', async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload: '{"name": "Ada",',
        });
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({
          success: false,
          message: 'The request body is not valid JSON.',
          errors: [{ field: 'body', message: 'The request body is not valid JSON.' }],
        });
      });

      it('answers 400 JSON to an empty JSON body', async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload: '',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          message: 'The request body is empty.',
          errors: [{ field: 'body', message: 'The request body is empty.' }],
        });
      });

      it('answers 400 JSON to a prototype-poisoning body', async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload: '{"name":"A","email":"a@example.org","message":"x","__proto__":{"admin":true}}',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, errors: [{ field: 'body' }] });
      });

      it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/xml'])(
        'answers 415 JSON to %s',
        async (type) => {
          const response = await app.inject({
            method: 'POST',
            url: '/api/contact',
            headers: { 'content-type': type },
            payload: JSON.stringify(inquiry()),
          });
          expect(response.statusCode).toBe(415);
          expect(response.json()).toMatchObject({
            success: false,
            message: expect.stringContaining('JSON'),
            errors: [{ field: 'body', message: expect.stringContaining('JSON') }],
          });
        },
      );

      it('answers 413 JSON to a body over 64 KB', async () => {
        const response = await post({ ...contactPage(), message: 'a'.repeat(70 * 1024) });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({
          success: false,
          message: 'The request body is too large.',
          errors: [{ field: 'body', message: 'The request body is too large.' }],
        });
      });
    });

    describe('forms posted without JavaScript', () => {
      it('stores an inquiry and sends the browser to /thank-you', async () => {
        const { recaptchaToken: _token, ...body } = inquiry();
        const response = await postForm({ ...body, form: 'inquiry-form', phone: '' });

        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/thank-you');
        expect(response.headers['cache-control']).toBe('no-store');
        const rows = await storedFor(body.email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          source: 'inquiry-form',
          firstName: 'Ada',
          lastName: 'Lovelace',
          phone: null,
          travelType: 'honeymoon',
          destination: 'Japan',
          budget: '5000-10000',
          message: 'Two weeks in Japan in April.',
          suspect: false,
        });
      });

      it('stores a contact page message with its context from the hidden fields', async () => {
        const body = contactPage();
        const response = await postForm({
          ...body,
          form: 'contact-page',
          'context.service': 'gift-voucher',
          'context.type': 'romantic',
          'context.amount': '1000',
          'context.package': '',
        });

        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/thank-you/contact');
        const [row] = await storedFor(body.email);
        expect(row).toMatchObject({
          source: 'contact-page',
          name: 'Grace Hopper',
          travelDates: 'June 2027',
          context: { service: 'gift-voucher', type: 'romantic', amount: '1000' },
        });
      });

      it('sends the browser to the outcome page in the language of the form’s page', async () => {
        const body = contactPage();
        const response = await postForm({ ...body, form: 'contact-page', language: 'de' });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/de/thank-you/contact');
        const [row] = await storedFor(body.email);
        expect(row).toMatchObject({ source: 'contact-page', language: 'de' });

        const invalid = await postForm(
          { ...contactPage(), email: 'not-an-email', form: 'contact-page', language: 'ar' },
          { referer: 'http://localhost/ar/contact' },
        );
        expect(invalid.statusCode).toBe(303);
        expect(invalid.headers.location).toMatch(/^\/ar\/form-error\/invalid\?fields=email/);
      });

      it('composes and stores a flight request from the flight form’s own fields', async () => {
        const fields = flightForm();
        const response = await postForm(fields);

        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/thank-you/flight');
        const [row] = await storedFor(fields.email);
        expect(row).toMatchObject({
          source: 'flight-booking',
          name: 'Katherine Johnson',
          phone: '+1 612 555 0199',
          travelType: 'Flight Booking',
          destination: 'Minneapolis to Tokyo',
          travelDates: '2027-04-02',
          groupSize: '6+',
          message: [
            'Trip Type: oneway',
            'Route: Minneapolis to Tokyo',
            'Departure: 2027-04-02',
            'Passengers: 6+',
            'Class: business',
            'Preferred Airline: Delta',
            'Seat Preference: aisle',
            'Meal Preference: vegan',
            'Additional Services: Car rental',
            'Special Requests: Extra legroom, please',
          ].join('\n'),
        });
      });

      it('names the invalid fields on the error page, storing nothing', async () => {
        const body = contactPage();
        const response = await postForm({ ...body, message: ' ', email: 'ada@localhost' });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/form-error/invalid?fields=email%2Cmessage');
        expect(await storedFor(body.email)).toHaveLength(0);
      });

      it('needs the return date of a round trip posted without JavaScript', async () => {
        const fields = { ...flightForm(), tripType: 'roundtrip', returnDate: '' };
        const response = await postForm(fields);
        expect(response.headers.location).toBe('/form-error/invalid?fields=returnDate');
        expect(await storedFor(fields.email)).toHaveLength(0);
      });

      it('links the error page back to the page of the form, never to another site', async () => {
        const invalid = { ...contactPage(), message: ' ' };
        const from = async (referer: string) => {
          const response = await postForm(invalid, { referer, host: 'localhost:80' });
          return new URL(response.headers.location as string, 'http://x').searchParams.get('from');
        };
        expect(await from('http://localhost:80/contact?service=gift-voucher-info')).toBe(
          '/contact?service=gift-voucher-info',
        );
        expect(await from('http://localhost/services/')).toBe('/services');
        expect(await from('https://evil.example/contact')).toBeNull();
        expect(await from('http://localhost//evil.example/x')).toBeNull();
        expect(await from('http://localhost/%2F%2Fevil.example')).toBeNull();
        expect(await from('not a url')).toBeNull();
      });

      it('sends the browser to /form-error for a form over 64 KB', async () => {
        const response = await postForm({ ...contactPage(), message: 'a'.repeat(70 * 1024) });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/form-error');
      });

      it.each([
        ['same-origin', undefined],
        ['none', undefined],
        [undefined, undefined],
        ['same-origin', 'https://www.northstarvoyages.com'],
        [undefined, 'http://localhost:5173'],
        [undefined, 'http://localhost:80'],
      ])('accepts a post with Sec-Fetch-Site %s and Origin %s', async (site, origin) => {
        const body = contactPage();
        const response = await postForm(body, {
          ...(site ? { 'sec-fetch-site': site } : {}),
          ...(origin ? { origin } : {}),
          host: 'localhost:80',
        });
        expect(response.statusCode).toBe(303);
        expect(await storedFor(body.email)).toHaveLength(1);
      });

      it.each([
        ['cross-site', undefined],
        ['same-site', undefined],
        [undefined, 'https://evil.example'],
        ['same-origin', 'https://evil.example'],
        [undefined, 'null'],
        [undefined, 'http://localhost:8080'],
      ])(
        'refuses a post with Sec-Fetch-Site %s and Origin %s, sending the browser to the error page',
        async (site, origin) => {
          const body = contactPage();
          const response = await postForm(body, {
            ...(site ? { 'sec-fetch-site': site } : {}),
            ...(origin ? { origin } : {}),
            host: 'localhost:80',
          });
          // Not JSON, which the browser would show as text: the page saying nothing was sent.
          expect(response.statusCode).toBe(303);
          expect(response.headers.location).toBe('/form-error');
          expect(await storedFor(body.email)).toHaveLength(0);
        },
      );
    });

    describe('the honeypot', () => {
      it('answers a filled one like a genuine lead, and stores the lead marked suspect', async () => {
        const body = { ...inquiry(), website: 'https://cheap-pills.example' };
        const response = await post(body);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: THANK_YOU });
        const [row] = await storedFor(body.email);
        expect(row).toMatchObject({ suspect: true, suspectReason: 'honeypot' });
        expect(row).not.toHaveProperty('website');
      });

      it('sends a form post with a filled one to its thank-you page as well', async () => {
        const body = contactPage();
        const response = await postForm({ ...body, website: 'spam' });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/thank-you/contact');
        expect(await storedFor(body.email)).toMatchObject([
          { suspect: true, suspectReason: 'honeypot' },
        ]);
      });

      it('ignores an empty one', async () => {
        const body = { ...contactPage(), website: '' };
        expect((await post(body)).statusCode).toBe(200);
        expect(await storedFor(body.email)).toMatchObject([
          { suspect: false, suspectReason: null },
        ]);
      });
    });

    it('allows credentialed requests from configured origins only', async () => {
      const preflight = (origin: string) =>
        app.inject({
          method: 'OPTIONS',
          url: '/api/contact',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      const allowed = await preflight('http://localhost:5173');
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');

      const denied = await preflight('https://evil.example');
      expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answers unknown /api paths with JSON 404', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not found.',
        errors: [{ field: 'request', message: 'Not found.' }],
      });
    });

    // Runs last: it closes the database the suite shares.
    describe('when the database is closed', () => {
      beforeAll(async () => {
        await database.db.destroy();
      });

      it('answers 503 with a message to try again and nothing else', async () => {
        const response = await post(inquiry());
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ success: false, message: UNAVAILABLE });
      });

      it('sends a form post to the error page that says so', async () => {
        const response = await postForm(contactPage());
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/form-error/unavailable');
      });

      it('still rejects invalid input with 400, not 503', async () => {
        const response = await post({ ...inquiry(), email: 'nope' });
        expect(response.statusCode).toBe(400);
      });
    });
  });
}
