import type { QuizDestination, QuizQuestion, QuizRecommendation } from '@travel/catalog';
import type { CatalogLanguage } from '@travel/catalog/i18n';
import { catalogList } from '../../lib/catalog-language.server.ts';
import type { LanguageMarks } from '../../lib/catalog-fallback.tsx';

/**
 * The questions /quiz asks, read at prerender by its loader. They reach the browser inside the
 * page (as loader data), so the catalog's quiz module and the validation that comes with it do
 * not ship with the page's JavaScript (issue 17). Each question keeps only what the quiz shows:
 * its id, its text and its options (id, label, icon).
 */
export function quizCatalog(lang: CatalogLanguage = 'en'): QuizCatalog {
  return {
    questions: catalogList('quizQuestions', lang).map(({ id, question, options }) => ({
      id,
      question,
      options: options.map(({ id, label, icon }) => ({ id, label, icon })),
    })),
    results: quizResultText(lang),
  };
}

/** What a result shows, in `lang`, with its marks (English fallback). */
function resultText(
  english: string,
  destination: string,
  entry: {
    description: string;
    highlights: readonly string[];
    scene: QuizResultText['scene'];
  } & LanguageMarks,
  priceUsd: number | null,
): QuizResultText {
  const { description, highlights, scene, lang, fallback, englishFields } = entry;
  return {
    english,
    destination,
    description,
    highlights,
    scene,
    priceUsd,
    lang,
    fallback,
    englishFields,
  };
}

/**
 * Every result the quiz can show, in the page's language: the named trips by key, the site's
 * destinations with the numbers the matching reads, and the custom trip. The browser picks the
 * result from these (`quizResultFor`: the same entries and numbers in every language, so the
 * same result) and shows it in these words.
 */
function quizResultText(lang: CatalogLanguage): QuizResultTexts {
  const [custom] = catalogList('fallbackRecommendation', lang);
  const english = (list: readonly { destination?: string; name?: string }[], index: number) => {
    const entry = list[index];
    return entry?.destination ?? entry?.name ?? '';
  };
  return {
    trips: catalogList('quizRecommendations', lang).map((trip, index) => ({
      key: trip.key,
      ...resultText(
        english(catalogList('quizRecommendations', 'en'), index),
        trip.destination,
        trip,
        trip.priceUsd,
      ),
    })),
    destinations: catalogList('destinations', lang).map((destination, index) => ({
      slug: destination.slug,
      name: destination.name,
      category: destination.category,
      durationDays: destination.durationDays,
      travelers: destination.travelers,
      priceFromUsd: destination.priceFromUsd,
      ...resultText(
        english(catalogList('destinations', 'en'), index),
        destination.name,
        destination,
        destination.priceFromUsd,
      ),
    })),
    custom: resultText(
      catalogList('fallbackRecommendation', 'en')[0]!.destination,
      custom!.destination,
      custom!,
      custom!.priceUsd,
    ),
  };
}

export interface QuizCatalog {
  /** The four questions, in the order asked. */
  questions: readonly QuizQuestion[];
  /** The results in the page's language. */
  results: QuizResultTexts;
}

/** A result's words, scene and price (dollars; `null`: custom pricing). */
export interface QuizResultText extends LanguageMarks {
  /** Its English name, which the consultation link carries (the API knows it by that name). */
  english: string;
  destination: string;
  description: string;
  highlights: readonly string[];
  scene: QuizRecommendation['scene'];
  priceUsd: number | null;
}

export interface QuizResultTexts {
  trips: (QuizResultText & { key: string })[];
  /** The destinations with what the matching reads of them (`QuizDestination`). */
  destinations: (QuizResultText & QuizDestination & { name: string })[];
  custom: QuizResultText;
}
