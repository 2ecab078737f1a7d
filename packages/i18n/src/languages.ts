/** The languages the switcher offers (spec §9), with their native names and flags. */
export const LANGUAGES = [
  { code: 'en', name: 'English', flag: '🇺🇸', dir: 'ltr' },
  { code: 'es', name: 'Español', flag: '🇪🇸', dir: 'ltr' },
  { code: 'fr', name: 'Français', flag: '🇫🇷', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪', dir: 'ltr' },
  { code: 'it', name: 'Italiano', flag: '🇮🇹', dir: 'ltr' },
  { code: 'pt', name: 'Português', flag: '🇧🇷', dir: 'ltr' },
  { code: 'zh', name: '中文', flag: '🇨🇳', dir: 'ltr' },
  { code: 'ja', name: '日本語', flag: '🇯🇵', dir: 'ltr' },
  { code: 'ko', name: '한국어', flag: '🇰🇷', dir: 'ltr' },
  { code: 'ar', name: 'العربية', flag: '🇸🇦', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** localStorage key holding the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Cookie carrying the same choice to the server, which answers each page in that language
 * (the build prerenders every page in every language): no English flash before the page's
 * script runs, and the right `lang` and `dir` from the first byte.
 */
export const LANGUAGE_COOKIE = 'language';

/** The language a request's `Cookie` header names, if it names a supported one. */
export function languageFromCookies(header: string | null | undefined): LanguageCode | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return isLanguageCode(value) ? value : undefined;
  }
  return undefined;
}

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Text direction of a language: Arabic reads right to left. */
export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}
