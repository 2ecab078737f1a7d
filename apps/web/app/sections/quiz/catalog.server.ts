import type { QuizQuestion } from '@travel/catalog';
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

/** What a result shows in words, in `lang`, with its marks (English fallback). */
function resultText(
  destination: string,
  entry: { description: string; highlights: readonly string[] } & LanguageMarks,
): QuizResultText {
  const { description, highlights, lang, fallback, englishFields } = entry;
  return { destination, description, highlights, lang, fallback, englishFields };
}

/**
 * The words of every result the quiz can show, in the page's language: the named trips by key,
 * the site's destinations by slug and the custom trip. The browser picks the result with the
 * catalog's English matching (`quizResultFor`) and shows it in these words.
 */
function quizResultText(lang: CatalogLanguage): QuizResultTexts {
  return {
    trips: Object.fromEntries(
      catalogList('quizRecommendations', lang).map((trip) => [
        trip.key,
        resultText(trip.destination, trip),
      ]),
    ),
    destinations: Object.fromEntries(
      catalogList('destinations', lang).map((destination) => [
        destination.slug,
        resultText(destination.name, destination),
      ]),
    ),
    custom: resultText(
      catalogList('fallbackRecommendation', lang)[0]!.destination,
      catalogList('fallbackRecommendation', lang)[0]!,
    ),
  };
}

export interface QuizCatalog {
  /** The four questions, in the order asked. */
  questions: readonly QuizQuestion[];
  /** The words of the results in the page's language (none: the catalog's English). */
  results?: QuizResultTexts;
}

/** A result's words: the trip's name, description and highlights. */
export interface QuizResultText extends LanguageMarks {
  destination: string;
  description: string;
  highlights: readonly string[];
}

export interface QuizResultTexts {
  trips: Record<string, QuizResultText>;
  destinations: Record<string, QuizResultText>;
  custom: QuizResultText;
}
