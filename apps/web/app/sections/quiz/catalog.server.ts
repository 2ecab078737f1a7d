import { quizQuestions, type QuizQuestion } from '@travel/catalog';

/**
 * The questions /quiz asks, read at prerender by its loader. They reach the browser inside the
 * page (as loader data), so the catalog's quiz module and the validation that comes with it do
 * not ship with the page's JavaScript (issue 17). Each question keeps only what the quiz shows:
 * its id, its text and its options (id, label, icon).
 */
export function quizCatalog(): QuizCatalog {
  return {
    questions: quizQuestions.map(({ id, question, options }) => ({
      id,
      question,
      options: options.map(({ id, label, icon }) => ({ id, label, icon })),
    })),
  };
}

export interface QuizCatalog {
  /** The four questions, in the order asked. */
  questions: readonly QuizQuestion[];
}
