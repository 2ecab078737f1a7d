import type enResources from './en/index.ts';
import type staff from './en/staff.json';
import type { LanguageCode } from './languages.ts';

/**
 * The namespaces in English only (`ENGLISH_ONLY_NAMESPACES`): typed like the others, loaded
 * only by the pages that import them.
 */
export interface EnglishOnlyResources {
  staff: typeof staff;
}

/** The shape of a language's dictionaries: English's, namespace by namespace. */
export type Resources = typeof enResources & EnglishOnlyResources;

// Translations are checked against English by the dictionary tests, not by the compiler, so a
// language that is missing keys still loads (and falls back to English for them).
type Loader = () => Promise<{ default: object }>;

/**
 * Each language loads on demand as one chunk holding all its namespaces. English's `common` and
 * the namespace of the page on screen are bundled with the app (see `createI18n`,
 * `addEnglish`); switching to English loads the rest of it the same way.
 */
const loaders: Record<LanguageCode, Loader> = {
  en: () => import('./en/index.ts'),
  es: () => import('./es/index.ts'),
  fr: () => import('./fr/index.ts'),
  de: () => import('./de/index.ts'),
  it: () => import('./it/index.ts'),
  pt: () => import('./pt/index.ts'),
  zh: () => import('./zh/index.ts'),
  ja: () => import('./ja/index.ts'),
  ko: () => import('./ko/index.ts'),
  ar: () => import('./ar/index.ts'),
};

/** The dictionaries of a language, every namespace. */
export async function loadResources(code: LanguageCode): Promise<Partial<Resources>> {
  return (await loaders[code]()).default as Partial<Resources>;
}
