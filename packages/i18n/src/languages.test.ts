import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, directionOf, isLanguageCode, languageFromCookies } from './languages.ts';

describe('languageFromCookies', () => {
  it('reads the language cookie among others', () => {
    expect(languageFromCookies(`theme=dark; ${LANGUAGE_COOKIE}=es; other=1`)).toBe('es');
    expect(languageFromCookies(`${LANGUAGE_COOKIE}=ar`)).toBe('ar');
  });

  it('ignores a missing, unknown or look-alike cookie', () => {
    expect(languageFromCookies(undefined)).toBeUndefined();
    expect(languageFromCookies('')).toBeUndefined();
    expect(languageFromCookies(`${LANGUAGE_COOKIE}=xx`)).toBeUndefined();
    expect(languageFromCookies(`my${LANGUAGE_COOKIE}=es`)).toBeUndefined();
    expect(languageFromCookies(`${LANGUAGE_COOKIE}=es-evil`)).toBeUndefined();
  });
});

describe('language codes', () => {
  it('knows the ten languages and their direction', () => {
    expect(['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'].every(isLanguageCode)).toBe(
      true,
    );
    expect(isLanguageCode('EN')).toBe(false);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ja')).toBe('ltr');
  });
});
