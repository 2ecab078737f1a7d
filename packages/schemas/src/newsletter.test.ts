import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  NewsletterFooterSchema,
  NewsletterHomeSchema,
  NewsletterSidebarSchema,
  UnsubscribeQuerySchema,
  parseNewsletterBody,
} from './newsletter.ts';

const errorsOf = (result: ReturnType<typeof parseNewsletterBody>) =>
  result.success ? [] : result.errors;

describe('parseNewsletterBody', () => {
  it('accepts every form of spec §7', () => {
    const bodies = [
      { email: 'footer@example.org' },
      { email: 'home@example.org', name: 'Ada', recaptchaToken: null },
      { email: 'sidebar@example.org', name: '' },
      { email: 'quiz@example.org', name: 'Ada' },
    ];
    for (const body of bodies) expect(parseNewsletterBody(body).success, body.email).toBe(true);
  });

  it('trims, drops a blank name and keeps the token', () => {
    expect(
      parseNewsletterBody({ email: ' Ada@Example.org ', name: ' ', recaptchaToken: 'tok' }),
    ).toEqual({
      success: true,
      output: { email: 'Ada@Example.org', name: undefined, recaptchaToken: 'tok' },
    });
  });

  it('requires the name where the form does (home section, quiz)', () => {
    for (const source of ['home', 'quiz']) {
      expect(errorsOf(parseNewsletterBody({ email: 'a@example.org', source, name: '' }))).toEqual([
        { field: 'name', message: 'Name is required.' },
      ]);
    }
    expect(parseNewsletterBody({ email: 'a@example.org', source: 'footer' }).success).toBe(true);
  });

  it('reports a missing or bad email in our words', () => {
    expect(errorsOf(parseNewsletterBody({}))).toEqual([
      { field: 'email', message: 'Email is required.' },
    ]);
    expect(errorsOf(parseNewsletterBody({ email: 'nope', source: 'fax' }))).toEqual([
      { field: 'email', message: 'Please enter a valid email address.' },
      { field: 'source', message: 'Source is not one of the known forms.' },
    ]);
    expect(errorsOf(parseNewsletterBody('a@example.org'))).toEqual([
      { field: 'body', message: 'The request body must be a JSON object.' },
    ]);
  });
});

describe('the per-form schemas', () => {
  it('match what each form sends', () => {
    expect(v.safeParse(NewsletterFooterSchema, { email: 'a@example.org' }).success).toBe(true);
    expect(v.safeParse(NewsletterSidebarSchema, { email: 'a@example.org', name: '' }).success).toBe(
      true,
    );
    const home = v.safeParse(NewsletterHomeSchema, { email: 'a@example.org' });
    expect(home.success).toBe(false);
    expect(home.issues?.[0]?.message).toBe('Name is required.');
  });
});

describe('UnsubscribeQuerySchema', () => {
  it('takes an optional, bounded token', () => {
    expect(v.safeParse(UnsubscribeQuerySchema, {}).success).toBe(true);
    expect(v.safeParse(UnsubscribeQuerySchema, { token: 'abc' }).success).toBe(true);
    expect(v.safeParse(UnsubscribeQuerySchema, { token: 'x'.repeat(201) }).success).toBe(false);
  });
});
