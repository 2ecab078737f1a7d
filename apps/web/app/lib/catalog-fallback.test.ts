import { describe, expect, it } from 'vitest';
import { anyFallback, englishAttrs, hasEnglishFallback, nestedMarks } from './catalog-fallback.tsx';
import { foldText, matchesFolded } from './search-text.ts';

const ENGLISH = { lang: 'en', dir: 'ltr' };

describe('English fallback of catalog text (issue 27)', () => {
  it('marks nothing of an entry in the page’s language', () => {
    expect(englishAttrs({ name: 'Safari en el Masái Mara', lang: 'es' }, 'name')).toBeUndefined();
    expect(englishAttrs({ name: 'Masai Mara Safari' })).toBeUndefined();
    expect(hasEnglishFallback({ destinations: [{ lang: 'es' }] })).toBe(false);
  });

  it('marks every field of an entry the language lacks', () => {
    const entry = { name: 'New trip', lang: 'en', fallback: true, englishFields: ['name'] };
    expect(englishAttrs(entry)).toEqual(ENGLISH);
    expect(englishAttrs(entry, 'description')).toEqual(ENGLISH);
    expect(anyFallback([undefined, entry])).toBe(true);
    expect(hasEnglishFallback({ catalog: { list: [{ id: 1 }, entry] } })).toBe(true);
  });

  it('marks only the English fields of a translated entry, list items included', () => {
    const entry = {
      lang: 'de',
      fallback: true,
      englishFields: ['bestTime', 'itinerary.2.title', 'faqs.1'],
    };
    expect(englishAttrs(entry, 'bestTime')).toEqual(ENGLISH);
    expect(englishAttrs(entry, 'name')).toBeUndefined();
    expect(englishAttrs(entry, 'itinerary.2.title')).toEqual(ENGLISH);
    expect(englishAttrs(entry, 'itinerary.1.title')).toBeUndefined();
    expect(nestedMarks(entry, 'faqs', 1)).toEqual({ lang: 'en', fallback: true });
    expect(nestedMarks(entry, 'faqs', 0)).toEqual({});
    expect(englishAttrs({ ...nestedMarks(entry, 'itinerary', 2) }, 'title')).toEqual(ENGLISH);
  });
});

describe('search text', () => {
  it('ignores case and accents in every script', () => {
    expect(matchesFolded(['Safari en el Masái Mara'], foldText('MASAI'))).toBe(true);
    expect(matchesFolded(['Wo befindet sich Ihr Büro?'], foldText('buro'))).toBe(true);
    expect(matchesFolded(['رِحْلَة'], foldText('رحلة'))).toBe(true);
    expect(matchesFolded(['Kenia'], foldText('Kenya'))).toBe(false);
  });
});
