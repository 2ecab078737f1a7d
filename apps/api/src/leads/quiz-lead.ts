import { quizQuestions, quizResultFor, QUIZ_QUESTION_IDS } from '@travel/catalog';
import type { QuizLeadAnswers } from '@travel/schemas';
import type { QuizLeadRecord } from '../db/database.ts';

/** What a quiz lead keeps: the answers and the trip its results showed (the catalog's). */
export function quizLeadRecord(answers: QuizLeadAnswers): QuizLeadRecord {
  const result = quizResultFor(answers);
  return {
    answers,
    recommendation:
      result.kind === 'destination'
        ? { name: result.destination.name, slug: result.destination.slug }
        : { name: result.recommendation.destination, slug: null },
  };
}

/** The quiz's questions and the chosen options in words (the catalog's English), in order. */
export function quizAnswerLines(
  answers: Partial<Record<string, string>>,
): { question: string; answer: string }[] {
  return QUIZ_QUESTION_IDS.map((id) => {
    const question = quizQuestions.find((entry) => entry.id === id);
    const value = answers[id] ?? '';
    const option = question?.options.find((entry) => entry.id === value);
    return { question: question?.question ?? id, answer: option?.label ?? value };
  });
}

/** The site page of a recommended destination, when the results showed one. */
export const recommendationPath = (record: QuizLeadRecord) =>
  record.recommendation.slug ? `/destinations/${record.recommendation.slug}` : null;
