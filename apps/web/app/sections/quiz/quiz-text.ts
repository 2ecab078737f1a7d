import { QUIZ_BUDGET_USD, type QuizAnswers, type QuizQuestion } from '@travel/catalog';
import { formatMoney, formatMoneyRange } from '@travel/i18n';
import type { TFunction } from 'i18next';

type Option = QuizQuestion['options'][number];

/** A quiz question in the page's language (`quiz:questions.<id>.question`). */
export function questionText(t: TFunction, question: QuizQuestion): string {
  return t(`quiz:questions.${question.id}.question`, { defaultValue: question.question });
}

const isBudget = (id: string): id is QuizAnswers['budget'] => id in QUIZ_BUDGET_USD;

/**
 * An answer in the page's language. Budget answers are the catalog's amounts in US dollars
 * (`QUIZ_BUDGET_USD`), formatted by `@travel/i18n`'s helper for the language, never the digits
 * of a translated label: a range (`1.500–5.000 $`) as it stands, an open end (`Unter 1.500 $`,
 * `Über 15.000 $`) in the words of `quiz:questions.budget.options`. English keeps the catalog's
 * label as the spec prints it (`$1,500-$5,000`).
 */
export function optionText(
  t: TFunction,
  language: string,
  question: QuizQuestion,
  option: Option,
): string {
  const key = `quiz:questions.${question.id}.options.${option.id}`;
  if (question.id !== 'budget' || !isBudget(option.id))
    return t(key, { defaultValue: option.label });
  if (language === 'en') return option.label;
  const [low, high] = QUIZ_BUDGET_USD[option.id];
  if (low === 0) return t(key, { amount: formatMoney(language, high) });
  if (!Number.isFinite(high)) return t(key, { amount: formatMoney(language, low) });
  return formatMoneyRange(language, low, high);
}
