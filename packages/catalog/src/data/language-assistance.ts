import type * as v from 'valibot';
import { LanguageBundleSchema, LanguagePackSchema } from '../schemas.ts';
import type { LanguageBundle, LanguagePack } from '../schemas.ts';
import { CatalogDataError, parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const standardFormats = [
  'Pocket phrasebook in print and PDF',
  'Native-speaker audio for every phrase',
  'Offline flashcards for your phone',
  'A 30-minute practice call with a tutor',
];

const packEntries: v.InferInput<typeof LanguagePackSchema>[] = [
  {
    id: 'french',
    language: 'French',
    destinations: ['France', 'Quebec', 'Belgium', 'Switzerland', 'Morocco'],
    formats: standardFormats,
    price: 29,
    popular: true,
  },
  {
    id: 'spanish',
    language: 'Spanish',
    destinations: ['Spain', 'Mexico', 'Costa Rica', 'Peru', 'Argentina'],
    formats: standardFormats,
    price: 29,
    popular: true,
  },
  {
    id: 'italian',
    language: 'Italian',
    destinations: ['Italy', 'Switzerland', 'Malta'],
    formats: standardFormats,
    price: 29,
    popular: false,
  },
  {
    id: 'german',
    language: 'German',
    destinations: ['Germany', 'Austria', 'Switzerland'],
    formats: standardFormats,
    price: 29,
    popular: false,
  },
  {
    id: 'portuguese',
    language: 'Portuguese',
    destinations: ['Portugal', 'Brazil', 'Cape Verde'],
    formats: standardFormats,
    price: 29,
    popular: false,
  },
  {
    id: 'japanese',
    language: 'Japanese',
    destinations: ['Japan'],
    formats: [...standardFormats, 'Hiragana and katakana reading guide for signs and menus'],
    price: 39,
    popular: true,
  },
];

/** The language packs of /services/all; each id is the `language` of its contact link. */
export const languagePacks: readonly LanguagePack[] = parseList(
  'language-assistance',
  checked ? LanguagePackSchema : undefined,
  packEntries,
  {
    unique: ['id', 'language'],
  },
);

const bundleEntries: v.InferInput<typeof LanguageBundleSchema>[] = [
  {
    id: 'european',
    title: 'European Bundle',
    description: 'French, Spanish, Italian and German for a grand tour of the continent.',
    languages: ['french', 'spanish', 'italian', 'german'],
    price: 69,
    savings: 47,
  },
  {
    id: 'romance',
    title: 'Romance Languages',
    description:
      'French, Spanish, Italian and Portuguese: the languages that share Latin roots, learned side by side.',
    languages: ['french', 'spanish', 'italian', 'portuguese'],
    price: 69,
    savings: 47,
  },
  {
    id: 'popular',
    title: 'Popular Pack',
    description:
      'Our three best sellers, French, Spanish and Japanese, for travelers with big plans.',
    languages: ['french', 'spanish', 'japanese'],
    price: 59,
    savings: 38,
  },
];

/** The three language bundles of /services/all. */
export const languageBundles: readonly LanguageBundle[] = parseList(
  'language-assistance',
  checked ? LanguageBundleSchema : undefined,
  bundleEntries,
  {
    unique: ['id', 'title'],
  },
);

// A bundle's savings must equal the packs' prices minus the bundle price, so the advertised
// saving can never drift from the pack prices.
languageBundles.forEach((bundle, index) => {
  const packs = bundle.languages.map((id) => languagePacks.find((pack) => pack.id === id));
  const missing = bundle.languages.filter((_, i) => !packs[i]);
  const total = packs.reduce((sum, pack) => sum + (pack?.price ?? 0), 0);
  const label = `"${bundle.id}" (#${index})`;
  if (missing.length > 0) {
    throw new CatalogDataError('language-assistance', label, [
      { path: 'languages', message: `unknown packs ${missing.join(', ')}` },
    ]);
  }
  if (total - bundle.price !== bundle.savings) {
    throw new CatalogDataError('language-assistance', label, [
      {
        path: 'savings',
        message: `must be ${total - bundle.price} (packs $${total} − bundle $${bundle.price})`,
      },
    ]);
  }
});

/**
 * The largest bundle discount in whole percent, rounded down so the banner never overstates it:
 * the “up to 40% off” of the bundles banner.
 */
export const LANGUAGE_BUNDLE_MAX_DISCOUNT_PERCENT: number = Math.floor(
  Math.max(
    ...languageBundles.map((bundle) => (bundle.savings / (bundle.price + bundle.savings)) * 100),
  ),
);
