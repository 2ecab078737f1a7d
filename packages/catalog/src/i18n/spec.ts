/**
 * Which fields of which catalog lists a visitor reads, and so which live in the translation
 * files `content/i18n/<lang>/<file>.json`. Everything else of an entry (ids, slugs, prices,
 * counts, links, icons, scenes, categories) stays in the TypeScript data modules and is the same
 * in every language.
 */

/** The text fields of the objects of a nested list (an itinerary's stops, a category's FAQs). */
export interface NestedTextSpec {
  /** Fields holding a string or a list of strings. */
  readonly fields: readonly string[];
  readonly nested?: Readonly<Record<string, NestedTextSpec>>;
}

/** The text of one exported list (or single entry) of a data module. */
export interface ListTextSpec extends NestedTextSpec {
  /** The entry field its translations are keyed by; `null` for a single entry (not a list). */
  readonly key: string | null;
}

/** The ten languages of the site, English (the source) first. */
export const CATALOG_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'zh',
  'ja',
  'ko',
  'ar',
] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];
/** The language every translation is checked against and falls back to. */
export const SOURCE_LANGUAGE = 'en' satisfies CatalogLanguage;

/** Every translation file (`<file>.json`) and the lists it holds, by the name the file uses. */
export const CATALOG_TEXT = {
  'affiliate-shop': {
    categories: {
      key: 'id',
      fields: ['name'],
      nested: { items: { fields: ['name', 'description', 'features'] } },
    },
  },
  apps: { apps: { key: 'id', fields: ['description'] } },
  destinations: {
    destinations: {
      key: 'slug',
      fields: ['name', 'location', 'alt', 'description', 'overview', 'highlights', 'bestTime'],
      nested: { itinerary: { fields: ['title', 'description'] } },
    },
  },
  'event-planning': { eventTypes: { key: 'id', fields: ['title', 'description', 'features'] } },
  experiences: {
    types: { key: 'id', fields: ['title', 'description', 'example', 'examples', 'features'] },
    priceTeasers: { key: 'id', fields: ['title', 'description'] },
    featured: { key: 'id', fields: ['title', 'location', 'highlights'] },
  },
  faq: {
    categories: {
      key: 'id',
      fields: ['title'],
      nested: { faqs: { fields: ['question', 'answer'] } },
    },
    destinationGroups: {
      key: 'id',
      fields: ['destination'],
      nested: { faqs: { fields: ['question', 'answer'] } },
    },
  },
  'gift-vouchers': { vouchers: { key: 'id', fields: ['title', 'description', 'features'] } },
  'home-destinations': { destinations: { key: 'id', fields: ['name', 'description', 'alt'] } },
  'language-assistance': {
    packs: { key: 'id', fields: ['language', 'destinations', 'formats'] },
    bundles: { key: 'id', fields: ['title', 'description'] },
  },
  'mystery-travel': { packages: { key: 'id', fields: ['title', 'description', 'features'] } },
  process: { steps: { key: 'id', fields: ['title', 'description'] } },
  quiz: {
    questions: { key: 'id', fields: ['question'], nested: { options: { fields: ['label'] } } },
    recommendations: { key: 'key', fields: ['destination', 'description', 'highlights'] },
    fallback: { key: null, fields: ['destination', 'description', 'highlights'] },
  },
  // A review's words are the traveler's own and stay in English; the service it names does not.
  reviews: { reviews: { key: 'id', fields: ['service'] } },
  services: { services: { key: 'id', fields: ['title', 'description', 'highlights'] } },
  shop: {
    categories: { key: 'id', fields: ['name', 'description'] },
    products: { key: 'id', fields: ['title', 'description'] },
  },
  social: {
    videos: { key: 'id', fields: ['title'] },
    stats: { key: 'id', fields: ['label'] },
  },
  // A testimonial's quote is the traveler's own and stays in English.
  testimonials: {
    testimonials: { key: 'id', fields: ['location', 'trip'] },
    stats: { key: 'id', fields: ['label'] },
  },
  tools: { tools: { key: 'id', fields: ['name', 'description'] } },
  'travel-tips': {
    beforeYouGo: { key: 'id', fields: ['title', 'description'] },
    whileTraveling: { key: 'id', fields: ['title', 'description'] },
    homeSafety: { key: 'id', fields: ['title', 'description'] },
  },
  trust: {
    certifications: { key: 'id', fields: ['name', 'description'] },
    claims: { key: 'id', fields: ['title', 'description'] },
  },
} as const satisfies Record<string, Record<string, ListTextSpec>>;

export type CatalogTextFile = keyof typeof CATALOG_TEXT;
export const CATALOG_TEXT_FILES = Object.keys(CATALOG_TEXT) as CatalogTextFile[];
