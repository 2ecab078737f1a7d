import { describe, expect, it } from 'vitest';
import { browserLanguage, suggestedLanguage } from './LanguageSuggestion.tsx';

describe('the language suggestion', () => {
  it('reads the first of the browser’s languages the site has', () => {
    expect(browserLanguage(['de-AT', 'en'])).toBe('de');
    expect(browserLanguage(['nl-NL', 'pt-BR', 'en'])).toBe('pt');
    expect(browserLanguage(['nl'])).toBeUndefined();
  });

  it('suggests the stored choice first, then the browser’s language, never the page’s own', () => {
    expect(suggestedLanguage('en', undefined, ['de-DE'], null)).toBe('de');
    expect(suggestedLanguage('en', 'ar', ['de-DE'], null)).toBe('ar');
    expect(suggestedLanguage('de', undefined, ['de-DE'], null)).toBeUndefined();
    expect(suggestedLanguage('de', undefined, ['en-US'], null)).toBe('en');
    expect(suggestedLanguage('fr', undefined, ['nl'], null)).toBe('en');
    expect(suggestedLanguage('en', undefined, ['nl'], null)).toBeUndefined();
  });

  it('stays away once that suggestion was dismissed', () => {
    expect(suggestedLanguage('en', undefined, ['de-DE'], 'de')).toBeUndefined();
    expect(suggestedLanguage('en', 'ja', ['de-DE'], 'de')).toBe('ja');
  });
});
