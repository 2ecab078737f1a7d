/**
 * `@travel/catalog/i18n/bundled`: the catalog in a language for code that is bundled and shipped
 * without the package's `content/` folder (the API's production bundle, which sends receipts).
 * The translation files are imported statically, so a bundler (esbuild) carries them: nothing is
 * read from the file system at run time. Only the files a receipt names something from.
 * Node-only like `@travel/catalog/i18n`; the pages read the catalog through `localize`.
 */
import { fillText, localizeWith, type CatalogEntry, type Localized } from './localize-core.ts';
import { SOURCE_LANGUAGE, type CatalogLanguage, type CatalogTextFile } from './spec.ts';
import type { EntryText, ListText } from './text.ts';

/** The translation files this module carries, per language (English is the package's own). */
export const BUNDLED_FILES = [
  'destinations',
  'quiz',
  'gift-vouchers',
  'mystery-travel',
  'event-planning',
  'language-assistance',
  'experiences',
] as const satisfies readonly CatalogTextFile[];
export type BundledFile = (typeof BUNDLED_FILES)[number];

type TextModule = Promise<{ default: unknown }>;

const FILES: Record<
  Exclude<CatalogLanguage, typeof SOURCE_LANGUAGE>,
  Record<BundledFile, () => TextModule>
> = {
  es: {
    destinations: () =>
      import('../../content/i18n/es/destinations.json', { with: { type: 'json' } }),
    quiz: () => import('../../content/i18n/es/quiz.json', { with: { type: 'json' } }),
    'gift-vouchers': () =>
      import('../../content/i18n/es/gift-vouchers.json', { with: { type: 'json' } }),
    'mystery-travel': () =>
      import('../../content/i18n/es/mystery-travel.json', { with: { type: 'json' } }),
    'event-planning': () =>
      import('../../content/i18n/es/event-planning.json', { with: { type: 'json' } }),
    'language-assistance': () =>
      import('../../content/i18n/es/language-assistance.json', { with: { type: 'json' } }),
    experiences: () => import('../../content/i18n/es/experiences.json', { with: { type: 'json' } }),
  },
  fr: {
    destinations: () =>
      import('../../content/i18n/fr/destinations.json', { with: { type: 'json' } }),
    quiz: () => import('../../content/i18n/fr/quiz.json', { with: { type: 'json' } }),
    'gift-vouchers': () =>
      import('../../content/i18n/fr/gift-vouchers.json', { with: { type: 'json' } }),
    'mystery-travel': () =>
      import('../../content/i18n/fr/mystery-travel.json', { with: { type: 'json' } }),
    'event-planning': () =>
      import('../../content/i18n/fr/event-planning.json', { with: { type: 'json' } }),
    'language-assistance': () =>
      import('../../content/i18n/fr/language-assistance.json', { with: { type: 'json' } }),
    experiences: () => import('../../content/i18n/fr/experiences.json', { with: { type: 'json' } }),
  },
  de: {
    destinations: () =>
      import('../../content/i18n/de/destinations.json', { with: { type: 'json' } }),
    quiz: () => import('../../content/i18n/de/quiz.json', { with: { type: 'json' } }),
    'gift-vouchers': () =>
      import('../../content/i18n/de/gift-vouchers.json', { with: { type: 'json' } }),
    'mystery-travel': () =>
      import('../../content/i18n/de/mystery-travel.json', { with: { type: 'json' } }),
    'event-planning': () =>
      import('../../content/i18n/de/event-planning.json', { with: { type: 'json' } }),
    'language-assistance': () =>
      import('../../content/i18n/de/language-assistance.json', { with: { type: 'json' } }),
    experiences: () => import('../../content/i18n/de/experiences.json', { with: { type: 'json' } }),
  },
  it: {
    destinations: () =>
      import('../../content/i18n/it/destinations.json', { with: { type: 'json' } }),
    quiz: () => import('../../content/i18n/it/quiz.json', { with: { type: 'json' } }),
    'gift-vouchers': () =>
      import('../../content/i18n/it/gift-vouchers.json', { with: { type: 'json' } }),
    'mystery-travel': () =>
      import('../../content/i18n/it/mystery-travel.json', { with: { type: 'json' } }),
    'event-planning': () =>
      import('../../content/i18n/it/event-planning.json', { with: { type: 'json' } }),
    'language-assistance': () =>
      import('../../content/i18n/it/language-assistance.json', { with: { type: 'json' } }),
    experiences: () => import('../../content/i18n/it/experiences.json', { with: { type: 'json' } }),
  },
  pt: {
    destinations: () =>
      import('../../content/i18n/pt/destinations.json', { with: { type: 'json' } }),
    quiz: () => import('../../content/i18n/pt/quiz.json', { with: { type: 'json' } }),
    'gift-vouchers': () =>
      import('../../content/i18n/pt/gift-vouchers.json', { with: { type: 'json' } }),
    'mystery-travel': () =>
      import('../../content/i18n/pt/mystery-travel.json', { with: { type: 'json' } }),
    'event-planning': () =>
      import('../../content/i18n/pt/event-planning.json', { with: { type: 'json' } }),
    'language-assistance': () =>
      import('../../content/i18n/pt/language-assistance.json', { with: { type: 'json' } }),
    experiences: () => import('../../content/i18n/pt/experiences.json', { with: { type: 'json' } }),
  },
  zh: {
    destinations: () =>
      import('../../content/i18n/zh/destinations.json', { with: { type: 'json' } }),
    quiz: () => import('../../content/i18n/zh/quiz.json', { with: { type: 'json' } }),
    'gift-vouchers': () =>
      import('../../content/i18n/zh/gift-vouchers.json', { with: { type: 'json' } }),
    'mystery-travel': () =>
      import('../../content/i18n/zh/mystery-travel.json', { with: { type: 'json' } }),
    'event-planning': () =>
      import('../../content/i18n/zh/event-planning.json', { with: { type: 'json' } }),
    'language-assistance': () =>
      import('../../content/i18n/zh/language-assistance.json', { with: { type: 'json' } }),
    experiences: () => import('../../content/i18n/zh/experiences.json', { with: { type: 'json' } }),
  },
  ja: {
    destinations: () =>
      import('../../content/i18n/ja/destinations.json', { with: { type: 'json' } }),
    quiz: () => import('../../content/i18n/ja/quiz.json', { with: { type: 'json' } }),
    'gift-vouchers': () =>
      import('../../content/i18n/ja/gift-vouchers.json', { with: { type: 'json' } }),
    'mystery-travel': () =>
      import('../../content/i18n/ja/mystery-travel.json', { with: { type: 'json' } }),
    'event-planning': () =>
      import('../../content/i18n/ja/event-planning.json', { with: { type: 'json' } }),
    'language-assistance': () =>
      import('../../content/i18n/ja/language-assistance.json', { with: { type: 'json' } }),
    experiences: () => import('../../content/i18n/ja/experiences.json', { with: { type: 'json' } }),
  },
  ko: {
    destinations: () =>
      import('../../content/i18n/ko/destinations.json', { with: { type: 'json' } }),
    quiz: () => import('../../content/i18n/ko/quiz.json', { with: { type: 'json' } }),
    'gift-vouchers': () =>
      import('../../content/i18n/ko/gift-vouchers.json', { with: { type: 'json' } }),
    'mystery-travel': () =>
      import('../../content/i18n/ko/mystery-travel.json', { with: { type: 'json' } }),
    'event-planning': () =>
      import('../../content/i18n/ko/event-planning.json', { with: { type: 'json' } }),
    'language-assistance': () =>
      import('../../content/i18n/ko/language-assistance.json', { with: { type: 'json' } }),
    experiences: () => import('../../content/i18n/ko/experiences.json', { with: { type: 'json' } }),
  },
  ar: {
    destinations: () =>
      import('../../content/i18n/ar/destinations.json', { with: { type: 'json' } }),
    quiz: () => import('../../content/i18n/ar/quiz.json', { with: { type: 'json' } }),
    'gift-vouchers': () =>
      import('../../content/i18n/ar/gift-vouchers.json', { with: { type: 'json' } }),
    'mystery-travel': () =>
      import('../../content/i18n/ar/mystery-travel.json', { with: { type: 'json' } }),
    'event-planning': () =>
      import('../../content/i18n/ar/event-planning.json', { with: { type: 'json' } }),
    'language-assistance': () =>
      import('../../content/i18n/ar/language-assistance.json', { with: { type: 'json' } }),
    experiences: () => import('../../content/i18n/ar/experiences.json', { with: { type: 'json' } }),
  },
};

/** The kinds (as `localize` names them) whose text is in `BUNDLED_FILES`. */
const KIND_FILES = {
  destinations: 'destinations',
  quizRecommendations: 'quiz',
  fallbackRecommendation: 'quiz',
  giftVouchers: 'gift-vouchers',
  mysteryPackages: 'mystery-travel',
  eventTypes: 'event-planning',
  languagePacks: 'language-assistance',
  languageBundles: 'language-assistance',
  experienceTypes: 'experiences',
  featuredExperiences: 'experiences',
} as const satisfies Partial<Record<string, BundledFile>>;
export type BundledKind = keyof typeof KIND_FILES;

const cache = new Map<string, Promise<Readonly<Record<string, ListText | EntryText>>>>();

function fileOf(lang: Exclude<CatalogLanguage, 'en'>, file: BundledFile) {
  const key = `${lang}/${file}`;
  let text = cache.get(key);
  if (!text) {
    text = FILES[lang][file]().then(({ default: parsed }) =>
      fillText(lang, parsed as Record<string, ListText | EntryText>),
    );
    cache.set(key, text);
  }
  return text;
}

/**
 * The list `kind` in `lang`, as `localize` gives it (English where the language lacks an entry),
 * from the bundled translation files.
 */
export async function localizeBundled<K extends BundledKind>(
  kind: K,
  lang: CatalogLanguage,
): Promise<readonly Localized<CatalogEntry<K>>[]> {
  if (lang === SOURCE_LANGUAGE) return localizeWith(kind, lang, undefined);
  return localizeWith(kind, lang, await fileOf(lang, KIND_FILES[kind]));
}
