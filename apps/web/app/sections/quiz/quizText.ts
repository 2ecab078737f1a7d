import type { QuizQuestion } from '@travel/catalog';
import { formatMoney, formatMoneyRange } from '@travel/i18n';
import type { TFunction } from 'i18next';

type Option = QuizQuestion['options'][number];

const DOLLARS = /\$([\d,]+)/g;

/** The amounts of a label (`$1,500-$5,000` → [1500, 5000]). */
const amountsOf = (label: string) =>
  [...label.matchAll(DOLLARS)].map((match) => Number(match[1]!.replaceAll(',', '')));

/** A quiz question in the page's language (`quiz:questions.<id>.question`). */
export function questionText(t: TFunction, question: QuizQuestion): string {
  return t(`quiz:questions.${question.id}.question`, { defaultValue: question.question });
}

/**
 * An answer in the page's language. Budget answers carry their amounts in US dollars, formatted
 * by `Intl.NumberFormat` for the language: a range (`1.500–5.000 $`) as it stands, a bound
 * (`Unter 1.500 $`, `Über 15.000 $`) in the words of `quiz:questions.budget.options`.
 */
export function optionText(
  t: TFunction,
  language: string,
  question: QuizQuestion,
  option: Option,
): string {
  const key = `quiz:questions.${question.id}.options.${option.id}`;
  const amounts = amountsOf(option.label);
  if (amounts.length === 0) return t(key, { defaultValue: option.label });
  // English reads the catalog's amounts as written (`$1,500-$5,000`).
  if (language === 'en') return option.label;
  if (amounts.length === 2) return formatMoneyRange(language, amounts[0]!, amounts[1]!);
  return t(key, { defaultValue: option.label, amount: formatMoney(language, amounts[0]!) });
}
