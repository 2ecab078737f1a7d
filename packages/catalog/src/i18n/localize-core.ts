/**
 * The catalog in one language from text already in hand: the lists `localize` knows, how an
 * entry's translation lays over the English one, and the site's placeholders filled per
 * language. Reads no file, so it runs anywhere: in the browser (the e-mails' Storybook) and in a
 * bundle that carries the translations (`bundled.ts`); `localized.ts` adds the reading of
 * `content/i18n/` for Node.
 */
import { affiliateCategories } from '../data/affiliate-shop.ts';
import { recommendedApps } from '../data/apps.ts';
import { destinations } from '../data/destinations.ts';
import { eventTypes } from '../data/event-planning.ts';
import {
  experiencePriceTeasers,
  experienceTypes,
  featuredExperiences,
} from '../data/experiences.ts';
import { destinationFaqGroups, faqCategories } from '../data/faq.ts';
import { giftVouchers } from '../data/gift-vouchers.ts';
import { homeDestinations } from '../data/home-destinations.ts';
import { languageBundles, languagePacks } from '../data/language-assistance.ts';
import { mysteryPackages } from '../data/mystery-travel.ts';
import { planningProcess } from '../data/process.ts';
import { fallbackRecommendation, quizQuestions, quizRecommendations } from '../data/quiz.ts';
import { reviews } from '../data/reviews.ts';
import { serviceCards } from '../data/services.ts';
import { shopCategories, shopProducts } from '../data/shop.ts';
import { socialStats, socialVideos } from '../data/social.ts';
import { testimonialStats, testimonials } from '../data/testimonials.ts';
import { tools } from '../data/tools.ts';
import { beforeYouGoTips, homeSafetyTips, whileTravelingTips } from '../data/travel-tips.ts';
import { certifications, trustClaims } from '../data/trust.ts';
import { currentSiteConfig } from '../current.ts';
import { describeOpenHours } from '../hours.ts';
import { currentPlaceholderValues, fillDeep } from '../placeholders.ts';
import { placeName } from '@travel/i18n/places';
import {
  CATALOG_LANGUAGES,
  SOURCE_LANGUAGE,
  type CatalogLanguage,
  type CatalogTextFile,
} from './spec.ts';
import { entryKey, listSpec, overlayText, type EntryText, type ListText } from './text.ts';

/**
 * An entry in one language. `lang` is the language its text is in: the one asked for, or `en`
 * when the language has no translation of the entry at all (render the block `lang="en"
 * dir="ltr"` with a notice). `englishFields` names the fields still in English inside a translated
 * entry, as dotted paths (`bestTime`, `itinerary.2.title`): render those `lang="en"` too.
 * `fallback` is true when any of its text is English.
 */
export type Localized<T> = T & {
  readonly lang: CatalogLanguage;
  readonly fallback: boolean;
  readonly englishFields: readonly string[];
};

/** Each list the web app reads, by the name the package root exports it under. */
export const SOURCES = {
  affiliateCategories: ['affiliate-shop', 'categories', () => affiliateCategories],
  recommendedApps: ['apps', 'apps', () => recommendedApps],
  destinations: ['destinations', 'destinations', () => destinations],
  eventTypes: ['event-planning', 'eventTypes', () => eventTypes],
  experienceTypes: ['experiences', 'types', () => experienceTypes],
  experiencePriceTeasers: ['experiences', 'priceTeasers', () => experiencePriceTeasers],
  featuredExperiences: ['experiences', 'featured', () => featuredExperiences],
  faqCategories: ['faq', 'categories', () => faqCategories],
  destinationFaqGroups: ['faq', 'destinationGroups', () => destinationFaqGroups],
  giftVouchers: ['gift-vouchers', 'vouchers', () => giftVouchers],
  homeDestinations: ['home-destinations', 'destinations', () => homeDestinations],
  languagePacks: ['language-assistance', 'packs', () => languagePacks],
  languageBundles: ['language-assistance', 'bundles', () => languageBundles],
  mysteryPackages: ['mystery-travel', 'packages', () => mysteryPackages],
  planningProcess: ['process', 'steps', () => planningProcess],
  quizQuestions: ['quiz', 'questions', () => quizQuestions],
  quizRecommendations: ['quiz', 'recommendations', () => quizRecommendations],
  fallbackRecommendation: ['quiz', 'fallback', () => [fallbackRecommendation]],
  reviews: ['reviews', 'reviews', () => reviews],
  serviceCards: ['services', 'services', () => serviceCards],
  shopCategories: ['shop', 'categories', () => shopCategories],
  shopProducts: ['shop', 'products', () => shopProducts],
  socialVideos: ['social', 'videos', () => socialVideos],
  socialStats: ['social', 'stats', () => socialStats],
  testimonials: ['testimonials', 'testimonials', () => testimonials],
  testimonialStats: ['testimonials', 'stats', () => testimonialStats],
  tools: ['tools', 'tools', () => tools],
  beforeYouGoTips: ['travel-tips', 'beforeYouGo', () => beforeYouGoTips],
  whileTravelingTips: ['travel-tips', 'whileTraveling', () => whileTravelingTips],
  homeSafetyTips: ['travel-tips', 'homeSafety', () => homeSafetyTips],
  certifications: ['trust', 'certifications', () => certifications],
  trustClaims: ['trust', 'claims', () => trustClaims],
} as const satisfies Record<string, readonly [CatalogTextFile, string, () => readonly object[]]>;

/** The lists `localize` knows, named as the package root exports them. */
export type CatalogKind = keyof typeof SOURCES;
export const CATALOG_KINDS = Object.keys(SOURCES) as CatalogKind[];
/** The entry type of a list. */
export type CatalogEntry<K extends CatalogKind> = ReturnType<(typeof SOURCES)[K][2]>[number];

export function isCatalogLanguage(value: string): value is CatalogLanguage {
  return (CATALOG_LANGUAGES as readonly string[]).includes(value);
}

/** A language's file with the site's placeholders (`{{city}}`, `{{hours}}`…) filled for it. */
export function fillText(
  lang: CatalogLanguage,
  text: Readonly<Record<string, ListText | EntryText>>,
): Record<string, ListText | EntryText> {
  return fillDeep(text as Record<string, ListText | EntryText>, {
    ...currentPlaceholderValues,
    // The office's city in the language's script (明尼阿波利斯), as the interface writes it.
    city: placeName(lang, currentPlaceholderValues.city),
    // The English line would sit in the middle of a translated sentence.
    hours: describeOpenHours(currentSiteConfig.hours, lang),
  });
}

/**
 * `localize` with the language's file given (`fileText`: the parsed `<lang>/<file>.json` of the
 * kind, placeholders filled; `undefined` when the language has none). Pure, for tests and tools.
 */
export function localizeWith<K extends CatalogKind>(
  kind: K,
  lang: CatalogLanguage,
  fileText: Readonly<Record<string, ListText | EntryText>> | undefined,
): readonly Localized<CatalogEntry<K>>[] {
  const [file, list, entries] = SOURCES[kind];
  const spec = listSpec(file, list);
  const text = lang === SOURCE_LANGUAGE ? undefined : fileText?.[list];
  const result = entries().map((entry) => {
    if (lang === SOURCE_LANGUAGE)
      return Object.freeze({ ...entry, lang, fallback: false, englishFields: [] });
    const entryText = (
      spec.key === null ? text : (text as ListText | undefined)?.[entryKey(entry, spec)]
    ) as EntryText | undefined;
    const missing: string[] = [];
    const localized = overlayText(file, list, entry, entryText, missing);
    const whole = missing.includes('');
    return Object.freeze({
      ...localized,
      lang: whole ? SOURCE_LANGUAGE : lang,
      fallback: missing.length > 0,
      englishFields: Object.freeze(
        whole ? [...spec.fields, ...Object.keys(spec.nested ?? {})] : missing,
      ),
    });
  });
  return Object.freeze(result) as unknown as readonly Localized<CatalogEntry<K>>[];
}
