/**
 * `@travel/catalog/i18n` in Storybook: the stories show the loaders' data in English, and the
 * real module reads the translation files from disk (Node only). Same API, English entries,
 * marked as the real one marks English (`lang: 'en'`, no fallback).
 */
import * as catalog from '@travel/catalog';
import type { CatalogEntry, CatalogKind, Localized } from '@travel/catalog/i18n';

export type { CatalogLanguage } from '@travel/catalog/i18n';

export function localize<K extends CatalogKind>(
  kind: K,
  _lang?: string,
): readonly Localized<CatalogEntry<K>>[] {
  const list = (
    kind === 'fallbackRecommendation'
      ? [catalog.fallbackRecommendation]
      : (catalog as unknown as Record<string, readonly object[]>)[kind]
  ) as readonly object[];
  return list.map((entry) => ({
    ...entry,
    lang: 'en',
    fallback: false,
    englishFields: [],
  })) as unknown as readonly Localized<CatalogEntry<K>>[];
}

export const destinationsFor = (lang?: string) => localize('destinations', lang);

export const destinationBySlugFor = (slug: string, lang?: string) =>
  destinationsFor(lang).find((destination) => destination.slug === slug);
