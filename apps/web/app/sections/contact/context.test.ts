import { LIMITS, ServiceContextSchema } from '@travel/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n.ts';
import { contactLinks } from '../../lib/contact-links.ts';
import {
  contextTexts,
  hasContactRequest,
  parseContactQuery,
  type ContactRequest,
} from '@travel/schemas/contact-context';

/** The query of a link as /contact receives it. */
const queryOf = (href: string) => new URL(href, 'https://example.org').search;

/** The notice lines and the opening sentence, in English, as the page shows them. */
function words(request: ContactRequest) {
  const { summaries, message } = contextTexts(request);
  return {
    summaries: summaries.map((text) => i18n.t(`contact:context.${text.id}.summary`, text.values)),
    message: message ? i18n.t(`contact:context.${message.id}.message`, message.values) : undefined,
  };
}

describe('parseContactQuery', () => {
  it.each([
    [
      'gift voucher with type and amount',
      contactLinks.giftVoucher('romantic', 2500),
      { service: 'gift-voucher', type: 'romantic', amount: '2500' },
      'Romantic Getaway gift voucher, $2,500',
      "Hello! I'd like to buy a Romantic Getaway gift voucher worth $2,500.",
    ],
    [
      'gift voucher with a custom amount',
      contactLinks.giftVoucher('family', 'custom'),
      { service: 'gift-voucher', type: 'family', amount: 'custom' },
      'Family Experience gift voucher, custom amount',
      "Hello! I'd like to buy a Family Experience gift voucher for a custom amount. The amount I have in mind is:",
    ],
    [
      'gift voucher information',
      contactLinks.giftVoucherInfo(),
      { service: 'gift-voucher-info' },
      'Travel gift vouchers',
      "Hello! I'd like to know more about your travel gift vouchers.",
    ],
    [
      'mystery travel with package',
      contactLinks.mysteryTravel('luxury'),
      { service: 'mystery-travel', package: 'luxury' },
      'Mystery travel: Luxury Mystery',
      "Hello! I'm interested in the Luxury Mystery mystery trip.",
    ],
    [
      'mystery travel information',
      contactLinks.mysteryTravelInfo(),
      { service: 'mystery-travel-info' },
      'Mystery travel',
      "Hello! I'd like to know more about your mystery trips.",
    ],
    [
      'event planning with type',
      contactLinks.eventPlanning('family-reunion'),
      { service: 'event-planning', type: 'family-reunion' },
      'Event planning: Family Reunions',
      "Hello! I'd like your help planning an event: Family Reunions.",
    ],
    [
      'event planning consultation',
      contactLinks.eventPlanningConsultation(),
      { service: 'event-planning-consultation' },
      'Event planning consultation',
      "Hello! I'd like to book a free consultation about planning an event.",
    ],
    [
      'language assistance with language',
      contactLinks.languageAssistance('japanese'),
      { service: 'language-assistance', language: 'japanese' },
      'Language assistance: Japanese',
      "Hello! I'm interested in the Japanese language pack for my trip.",
    ],
    [
      'language bundle with package',
      contactLinks.languageBundle('romance'),
      { service: 'language-bundle', package: 'romance' },
      'Language bundle: Romance Languages',
      "Hello! I'm interested in the language bundle Romance Languages.",
    ],
    [
      'language assistance information',
      contactLinks.languageAssistanceInfo(),
      { service: 'language-assistance-info' },
      'Language assistance',
      "Hello! I'd like to know more about your language assistance for travelers.",
    ],
    [
      'experiential travel with type',
      contactLinks.experientialTravel('culinary'),
      { service: 'experiential-travel', type: 'culinary' },
      'Experiential travel: Culinary Adventures',
      "Hello! I'm interested in Culinary Adventures.",
    ],
    [
      'featured experience',
      contactLinks.featuredExperience('norwegian-roots'),
      { service: 'featured-experience', experience: 'norwegian-roots' },
      'Featured experience: Norwegian Roots & Fjords',
      "Hello! I'm interested in the Norwegian Roots & Fjords trip.",
    ],
    [
      'custom experiential travel',
      contactLinks.customExperientialTravel(),
      { service: 'custom-experiential-travel' },
      'A custom experiential trip',
      "Hello! I'd like to plan a custom experiential trip.",
    ],
    [
      'experiential consultation',
      contactLinks.experientialConsultation(),
      { service: 'experiential-consultation' },
      'An experiential travel consultation',
      "Hello! I'd like a consultation about an experiential trip.",
    ],
  ])('%s', (_, href, context, summary, message) => {
    const request = parseContactQuery(queryOf(href));
    expect(request).toEqual({ context });
    expect(v.safeParse(ServiceContextSchema, request.context).success).toBe(true);
    expect(hasContactRequest(request)).toBe(true);
    expect(words(request)).toEqual({ summaries: [summary], message });
  });

  it('quiz consultation: name, email and recommendation, with the name and email prefilled', () => {
    const query = new URLSearchParams({
      service: 'quiz-consultation',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      recommendation: 'Tuscany Wellness Retreat',
    });
    const request = parseContactQuery(`?${query}`);
    expect(request).toEqual({
      context: {
        service: 'quiz-consultation',
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        recommendation: 'Tuscany Wellness Retreat',
      },
      name: 'Ada Lovelace',
      email: 'ada@example.org',
    });
    expect(words(request)).toEqual({
      summaries: ['Your travel quiz result: Tuscany Wellness Retreat'],
      message:
        "Hello! The travel quiz recommended Tuscany Wellness Retreat for me, and I'd like to talk it through with a travel expert.",
    });
  });

  it('a destination page: the destination field, by name or slug', () => {
    const request = parseContactQuery('?destination=Santorini+Honeymoon');
    expect(request).toEqual({ destination: 'Santorini Honeymoon' });
    expect(words(request)).toEqual({
      summaries: ['Destination: Santorini Honeymoon'],
      message: "Hello! I'd like to plan a trip: Santorini Honeymoon.",
    });
    expect(parseContactQuery('?destination=kenya-safari-masai-mara').destination).toBe(
      'Masai Mara Safari',
    );
  });

  it('a service and a destination together: both are shown, the service opens the message', () => {
    const request = parseContactQuery(
      '?service=mystery-travel&package=weekend&destination=Iceland',
    );
    expect(words(request)).toEqual({
      summaries: ['Mystery travel: Weekend Mystery', 'Destination: Iceland'],
      message: "Hello! I'm interested in the Weekend Mystery mystery trip.",
    });
  });

  it('keeps ids the catalog does not know, shown as given', () => {
    const request = parseContactQuery('?service=gift-voucher&type=Spa+Day&amount=about+200');
    expect(request.context).toEqual({
      service: 'gift-voucher',
      type: 'Spa Day',
      amount: 'about 200',
    });
    expect(words(request).summaries).toEqual(['Spa Day gift voucher, about 200']);
  });

  it('falls back to the general text when a service lacks its parameter', () => {
    expect(words(parseContactQuery('?service=gift-voucher')).summaries).toEqual([
      'Travel gift vouchers',
    ]);
    expect(words(parseContactQuery('?service=gift-voucher&type=birthday')).summaries).toEqual([
      'Birthday Adventure gift voucher',
    ]);
    expect(words(parseContactQuery('?service=quiz-consultation')).summaries).toEqual([
      'A consultation about your travel quiz',
    ]);
  });

  it('drops parameters another service carries', () => {
    expect(
      parseContactQuery('?service=mystery-travel-info&package=luxury&type=x&name=Eve').context,
    ).toEqual({
      service: 'mystery-travel-info',
    });
    expect(parseContactQuery('?service=experiential-travel&type=adventure&name=Eve')).toEqual({
      context: { service: 'experiential-travel', type: 'adventure' },
    });
  });

  it('ignores an unknown service, empty values and no query at all', () => {
    expect(parseContactQuery('?service=free-money&type=x')).toEqual({});
    expect(parseContactQuery('?service=&destination=%20%20')).toEqual({});
    expect(parseContactQuery('')).toEqual({});
    expect(hasContactRequest({})).toBe(false);
    expect(contextTexts({})).toEqual({ summaries: [], message: undefined });
  });

  it('cleans control characters and cuts values to what the API accepts', () => {
    const long = 'x'.repeat(LIMITS.contextParam + 50);
    const request = parseContactQuery(
      `?${new URLSearchParams({ service: 'event-planning', type: `a\u0000b\nc ${long}`, destination: 'y'.repeat(500) })}`,
    );
    expect(request.context?.type).toHaveLength(LIMITS.contextParam);
    expect(request.context?.type?.startsWith('a b c x')).toBe(true);
    expect(request.destination).toHaveLength(LIMITS.destination);
    expect(v.safeParse(ServiceContextSchema, request.context).success).toBe(true);
  });
});
