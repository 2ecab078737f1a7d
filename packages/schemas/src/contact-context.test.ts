import { describe, expect, it } from 'vitest';
import { parseContactBody } from './contact.ts';
import {
  contextFormFields,
  contextTexts,
  hasContactRequest,
  parseContactQuery,
} from './contact-context.ts';

const contactPage = { name: 'Grace Hopper', email: 'grace@example.org', message: 'Hello' };

/** The /contact form as a browser without JavaScript posts it, with the hidden fields. */
function postedWith(query: string, fields: Record<string, string> = {}) {
  const hidden = Object.fromEntries(contextFormFields(parseContactQuery(query)));
  return parseContactBody({ ...contactPage, ...fields, ...hidden }, { encoding: 'form' });
}

describe('parseContactQuery', () => {
  it('keeps a known service with its own parameters only', () => {
    expect(
      parseContactQuery('?service=gift-voucher&type=romantic&amount=2500&language=fr&x=1'),
    ).toEqual({ context: { service: 'gift-voucher', type: 'romantic', amount: '2500' } });
  });

  it('drops an unknown service, blank values and control characters', () => {
    expect(parseContactQuery('service=spa&type=x')).toEqual({});
    expect(parseContactQuery('service=mystery-travel&package=%20%20')).toEqual({
      context: { service: 'mystery-travel' },
    });
    expect(parseContactQuery('service=event-planning&type=a%00b%0Ac')).toEqual({
      context: { service: 'event-planning', type: 'a b c' },
    });
    expect(hasContactRequest(parseContactQuery(''))).toBe(false);
  });

  it('prefills name and email from a quiz consultation, and names a destination by its slug', () => {
    const quiz = parseContactQuery(
      new URLSearchParams({
        service: 'quiz-consultation',
        name: 'Ada',
        email: 'ada@example.org',
        recommendation: 'Tuscany Wellness Retreat',
      }),
    );
    expect(quiz).toMatchObject({ name: 'Ada', email: 'ada@example.org' });
    expect(parseContactQuery('destination=santorini-honeymoon-greece').destination).toMatch(
      /Santorini/,
    );
  });
});

describe('contextTexts', () => {
  it('describes a voucher with the catalog name and a dollar amount', () => {
    expect(
      contextTexts(parseContactQuery('service=gift-voucher&type=romantic&amount=2500')),
    ).toEqual({
      summaries: [{ id: 'giftVoucher', values: { voucher: 'Romantic Getaway', amount: '$2,500' } }],
      message: { id: 'giftVoucher', values: { voucher: 'Romantic Getaway', amount: '$2,500' } },
    });
  });
});

describe('contextFormFields', () => {
  it('names the hidden fields after the context, and carries every parameter back', () => {
    const query =
      '?service=quiz-consultation&name=Ada&email=ada%40example.org&recommendation=Tuscany';
    expect(contextFormFields(parseContactQuery(query))).toEqual([
      ['context.service', 'quiz-consultation'],
      ['context.recommendation', 'Tuscany'],
      ['context.name', 'Ada'],
      ['context.email', 'ada@example.org'],
    ]);
    expect(postedWith(query)).toMatchObject({
      success: true,
      output: {
        data: {
          context: {
            service: 'quiz-consultation',
            recommendation: 'Tuscany',
            name: 'Ada',
            email: 'ada@example.org',
          },
        },
      },
    });
  });

  it('carries what every kind of /contact link asks about', () => {
    for (const query of [
      'service=gift-voucher&type=family&amount=custom',
      'service=gift-voucher-info',
      'service=mystery-travel&package=luxury',
      'service=language-assistance&language=japanese',
      'service=language-bundle&package=european',
      'service=featured-experience&experience=tuscany-cooking',
      'service=experiential-consultation',
    ]) {
      const result = postedWith(query);
      const { context } = parseContactQuery(query);
      expect(
        result.success && result.output.source === 'contact-page' && result.output.data,
      ).toMatchObject({ context });
    }
  });

  it('fills a blank destination from a destination link', () => {
    expect(postedWith('destination=Iceland')).toMatchObject({
      output: { data: { destination: 'Iceland', context: undefined } },
    });
    expect(postedWith('destination=Iceland', { destination: 'Peru' })).toMatchObject({
      output: { data: { destination: 'Peru' } },
    });
  });

  it('has no hidden fields without a request', () => {
    expect(contextFormFields({})).toEqual([]);
  });
});
