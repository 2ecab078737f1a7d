import { describe, expect, it } from 'vitest';
import { contactHref, contactLinks } from './contact-links.ts';

const query = (href: string) => {
  const url = new URL(href, 'https://example.org');
  expect(url.pathname).toBe('/contact');
  return Object.fromEntries(url.searchParams);
};

describe('contactLinks', () => {
  it('builds the gift voucher links with a type and an amount or custom', () => {
    expect(contactLinks.giftVoucher('romantic', 2500)).toBe(
      '/contact?service=gift-voucher&type=romantic&amount=2500',
    );
    expect(query(contactLinks.giftVoucher('family', 'custom'))).toEqual({
      service: 'gift-voucher',
      type: 'family',
      amount: 'custom',
    });
    expect(contactLinks.giftVoucherInfo()).toBe('/contact?service=gift-voucher-info');
  });

  it('names the package, type, language or experience each service needs', () => {
    expect(query(contactLinks.mysteryTravel('luxury'))).toEqual({
      service: 'mystery-travel',
      package: 'luxury',
    });
    expect(query(contactLinks.mysteryTravelInfo())).toEqual({ service: 'mystery-travel-info' });
    expect(query(contactLinks.eventPlanning('family-reunion'))).toEqual({
      service: 'event-planning',
      type: 'family-reunion',
    });
    expect(query(contactLinks.eventPlanningConsultation())).toEqual({
      service: 'event-planning-consultation',
    });
    expect(query(contactLinks.languageAssistance('japanese'))).toEqual({
      service: 'language-assistance',
      language: 'japanese',
    });
    expect(query(contactLinks.languageBundle('romance'))).toEqual({
      service: 'language-bundle',
      package: 'romance',
    });
    expect(query(contactLinks.languageAssistanceInfo())).toEqual({
      service: 'language-assistance-info',
    });
    expect(query(contactLinks.experientialTravel('culinary'))).toEqual({
      service: 'experiential-travel',
      type: 'culinary',
    });
    expect(query(contactLinks.featuredExperience('norwegian-roots'))).toEqual({
      service: 'featured-experience',
      experience: 'norwegian-roots',
    });
    expect(query(contactLinks.customExperientialTravel())).toEqual({
      service: 'custom-experiential-travel',
    });
    expect(contactLinks.experientialConsultation()).toBe(
      '/contact?service=experiential-consultation',
    );
  });

  it('encodes values that are not URL-safe', () => {
    expect(query(contactHref({ service: 'a b&c', note: 'ü/?' }))).toEqual({
      service: 'a b&c',
      note: 'ü/?',
    });
  });
});
