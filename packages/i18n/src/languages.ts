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
 * @deprecated A page's language is its address now (`localizedPath`); the site sets this cookie
 * no more and the server answers no page by it. Read only for leads sent before the change.
 */
export const LANGUAGE_COOKIE = 'language';

/**
 * The language a request's `Cookie` header names, if it names a supported one.
 * @deprecated The site answers every address in the language its path names (`languageOfPath`).
 */
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

/** Open Graph locale of each language (`og:locale`), by the region its flag shows. */
export const OG_LOCALES: Readonly<Record<LanguageCode, string>> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  it: 'it_IT',
  pt: 'pt_BR',
  zh: 'zh_CN',
  ja: 'ja_JP',
  ko: 'ko_KR',
  ar: 'ar_SA',
};

/**
 * The language an address is in: its first segment when that names another language than the
 * default (`/de/contact` is German), else the default (`/contact` is English).
 */
export function languageOfPath(pathname: string): LanguageCode {
  const first = /^\/([^/?#]+)/.exec(pathname)?.[1];
  return first !== DEFAULT_LANGUAGE && isLanguageCode(first) ? first : DEFAULT_LANGUAGE;
}

/** An address without its language: `/de/contact` → `/contact`, `/de` → `/`. */
export function unlocalizedPath(pathname: string): string {
  const code = languageOfPath(pathname);
  if (code === DEFAULT_LANGUAGE) return pathname;
  const rest = pathname.slice(code.length + 1);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * The address of a page in a language: the default language at the root, every other under its
 * code with the same path (`/contact` in German is `/de/contact`, `/` is `/de`). Takes an address
 * in any language, with or without a query and hash, and keeps them.
 */
export function localizedPath(path: string, code: LanguageCode): string {
  const base = unlocalizedPath(path);
  if (code === DEFAULT_LANGUAGE) return base;
  if (base === '/') return `/${code}`;
  return base.startsWith('/?') || base.startsWith('/#')
    ? `/${code}${base.slice(1)}`
    : `/${code}${base}`;
}
