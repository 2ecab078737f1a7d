import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_COOKIE,
  directionOf,
  isLanguageCode,
  languageFromCookies,
  languageOfPath,
  localizedPath,
  unlocalizedPath,
} from './languages.ts';

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

describe('addresses', () => {
  it('reads the language of a path', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/contact')).toBe('en');
    expect(languageOfPath('/de')).toBe('de');
    expect(languageOfPath('/de/')).toBe('de');
    expect(languageOfPath('/ar/blog/x')).toBe('ar');
    expect(languageOfPath('/en/contact')).toBe('en');
    expect(languageOfPath('/deutsch/contact')).toBe('en');
  });

  it('moves a path between languages, keeping query and hash', () => {
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath('/destinations?continent=africa#list', 'de')).toBe(
      '/de/destinations?continent=africa#list',
    );
    expect(localizedPath('/de/destinations?continent=africa', 'ar')).toBe(
      '/ar/destinations?continent=africa',
    );
    expect(localizedPath('/de/destinations', 'en')).toBe('/destinations');
    expect(localizedPath('/de', 'en')).toBe('/');
    expect(localizedPath('/de?x=1', 'en')).toBe('/?x=1');
    expect(localizedPath('/?x=1', 'fr')).toBe('/fr?x=1');
    expect(unlocalizedPath('/ko/blog/a')).toBe('/blog/a');
  });
});
