import { describe, expect, it } from 'vitest';
import { isUnknownLanguage, localizedHref } from './localized.tsx';

describe('isUnknownLanguage', () => {
  it('accepts no segment (English) and the code of every other language', () => {
    expect(isUnknownLanguage(undefined)).toBe(false);
    for (const code of ['es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar']) {
      expect(isUnknownLanguage(code)).toBe(false);
    }
  });

  it('refuses English’s own code and anything that is no language', () => {
    for (const segment of ['en', 'foo', 'DE', 'de-DE', '404', 'staff', '']) {
      expect(isUnknownLanguage(segment), segment).toBe(true);
    }
  });
});

describe('localizedHref', () => {
  it('puts a page of the site in the language, and leaves the API and other sites alone', () => {
    expect(localizedHref('/faq', 'de')).toBe('/de/faq');
    expect(localizedHref('/', 'ar')).toBe('/ar');
    expect(localizedHref('/api/contact', 'de')).toBe('/api/contact');
    expect(localizedHref('//example.com/x', 'de')).toBe('//example.com/x');
  });
});
