import type * as v from 'valibot';
import { LanguageBundleSchema, LanguagePackSchema } from '../schemas.ts';
import type { LanguageBundle, LanguagePack } from '../schemas.ts';
import { CatalogDataError, parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/language-assistance.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const packEntries: WithoutText<
  v.InferInput<typeof LanguagePackSchema>,
  TextFieldOf<'language-assistance', 'packs'>
>[] = [
  {
    id: 'french',
    price: 29,
    popular: true,
  },
  {
    id: 'spanish',
    price: 29,
    popular: true,
  },
  {
    id: 'italian',
    price: 29,
    popular: false,
  },
  {
    id: 'german',
    price: 29,
    popular: false,
  },
  {
    id: 'portuguese',
    price: 29,
    popular: false,
  },
  {
    id: 'japanese',
    price: 39,
    popular: true,
  },
];

/** The language packs of /services/all; each id is the `language` of its contact link. */
export const languagePacks: readonly LanguagePack[] = parseList(
  'language-assistance',
  checked ? LanguagePackSchema : undefined,
  withText('language-assistance.json: packs', packEntries, text.packs, 'id'),
  {
    unique: ['id', 'language'],
  },
);

const bundleEntries: WithoutText<
  v.InferInput<typeof LanguageBundleSchema>,
  TextFieldOf<'language-assistance', 'bundles'>
>[] = [
  {
    id: 'european',
    languages: ['french', 'spanish', 'italian', 'german'],
    price: 69,
    savings: 47,
  },
  {
    id: 'romance',
    languages: ['french', 'spanish', 'italian', 'portuguese'],
    price: 69,
    savings: 47,
  },
  {
    id: 'popular',
    languages: ['french', 'spanish', 'japanese'],
    price: 59,
    savings: 38,
  },
];

/** The three language bundles of /services/all. */
export const languageBundles: readonly LanguageBundle[] = parseList(
  'language-assistance',
  checked ? LanguageBundleSchema : undefined,
  withText('language-assistance.json: bundles', bundleEntries, text.bundles, 'id'),
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
