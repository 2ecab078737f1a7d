/// <reference types="node" />
/**
 * The catalog in one language: every list of the package root with its text from
 * `content/i18n/<lang>/`, English where the language lacks an entry or a field, and each entry
 * marked with what it is in. Node-only (it reads the translation files): call it where the page's
 * data is loaded (a route's `loader`, which runs while prerendering), not in a component.
 */
import type { QuizAnswers } from '../schemas.ts';
import { recommendationKey } from '../data/quiz.ts';
import { compareText, formatIssue } from './check.ts';
import { CATALOG_TEXT_DIR, readTextFile } from './files.ts';
import {
  fillText,
  isCatalogLanguage,
  localizeWith,
  SOURCES,
  type CatalogEntry,
  type CatalogKind,
  type Localized,
} from './localize-core.ts';
import { SOURCE_LANGUAGE, type CatalogLanguage, type CatalogTextFile } from './spec.ts';
import type { EntryText, ListText } from './text.ts';

export {
  CATALOG_KINDS,
  fillText,
  isCatalogLanguage,
  localizeWith,
  type CatalogEntry,
  type CatalogKind,
  type Localized,
} from './localize-core.ts';

const fileCache = new Map<string, Record<string, ListText | EntryText> | null>();

/**
 * A language's file, checked against English once per process: a translation error (an extra
 * entry, a changed number…) stops the prerender as it stops the build.
 */
function languageFile(
  lang: CatalogLanguage,
  file: CatalogTextFile,
): Record<string, ListText | EntryText> | undefined {
  const cacheKey = `${lang}/${file}`;
  if (!fileCache.has(cacheKey)) {
    const text = readTextFile(lang, file);
    if (text !== undefined) {
      const english = readTextFile(SOURCE_LANGUAGE, file);
      const errors = compareText(file, `${lang}/${file}.json`, english, text).filter(
        (issue) => issue.severity === 'error',
      );
      if (errors.length > 0) throw new Error(`catalog i18n: ${errors.map(formatIssue).join('\n')}`);
    }
    fileCache.set(
      cacheKey,
      text === undefined ? null : fillText(lang, text as Record<string, ListText | EntryText>),
    );
  }
  return fileCache.get(cacheKey) ?? undefined;
}

const resultCache = new Map<string, readonly object[]>();

/**
 * The list `kind` (named as the package root exports it: `destinations`, `serviceCards`,
 * `faqCategories`…) with its text in `lang`, in the English order; each entry `Localized`.
 * Everything but the text (ids, slugs, prices, numbers, links, icons) is the English entry's.
 */
export function localize<K extends CatalogKind>(
  kind: K,
  lang: CatalogLanguage,
): readonly Localized<CatalogEntry<K>>[] {
  if (!isCatalogLanguage(lang)) throw new Error(`catalog i18n: unknown language "${String(lang)}"`);
  const cacheKey = `${lang}:${kind}`;
  const cached = resultCache.get(cacheKey);
  if (cached) return cached as readonly Localized<CatalogEntry<K>>[];
  const [file] = SOURCES[kind];
  const result = localizeWith(
    kind,
    lang,
    lang === SOURCE_LANGUAGE ? undefined : languageFile(lang, file),
  );
  resultCache.set(cacheKey, result);
  return result;
}

// ─── Shortcuts for the common reads ─────────────────────────────────────────────────────────

/** The six destinations in `lang`. */
export const destinationsFor = (lang: CatalogLanguage) => localize('destinations', lang);

/** One destination in `lang` by its slug (the slug is the same in every language). */
export function destinationBySlugFor(slug: string, lang: CatalogLanguage) {
  return localize('destinations', lang).find((destination) => destination.slug === slug);
}

/** The quiz's named trip for these answers in `lang`, or the fallback recommendation. */
export function recommendationForLang(answers: QuizAnswers, lang: CatalogLanguage) {
  const key = recommendationKey(answers);
  return (
    localize('quizRecommendations', lang).find((recommendation) => recommendation.key === key) ??
    localize('fallbackRecommendation', lang)[0]
  );
}

/** Where the translation files are read from (for tools and tests). */
export { CATALOG_TEXT_DIR };
