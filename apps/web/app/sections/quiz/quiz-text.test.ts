import { quizQuestions } from '@travel/catalog';
import {
  LANGUAGES,
  changeLanguage,
  createI18n,
  en,
  formatMoney,
  type LanguageCode,
} from '@travel/i18n';
import { describe, expect, it } from 'vitest';
import { optionText } from './quiz-text.ts';

const budget = quizQuestions.find((question) => question.id === 'budget')!;

async function budgetLabels(code: LanguageCode, label?: string) {
  const i18n = createI18n(en);
  await changeLanguage(i18n, code);
  return budget.options.map((option) =>
    optionText(i18n.t, code, budget, label === undefined ? option : { ...option, label }),
  );
}

describe('the quiz budget answers', () => {
  it('are the catalog amounts formatted for the language, not a label’s digits', async () => {
    const spaced = (labels: string[]) => labels.map((text) => text.replace(/[\u00a0\u202f]/g, ' '));
    expect(spaced(await budgetLabels('de', 'Unter 9.999 $'))).toEqual([
      'Unter 1.500 $',
      '1.500–5.000 $',
      '5.000–15.000 $',
      'Über 15.000 $',
    ]);
    expect(await budgetLabels('ja', '9,999ドル')).toEqual([
      '$1,500未満',
      '$1,500〜$5,000',
      '$5,000〜$15,000',
      '$15,000以上',
    ]);
    expect(await budgetLabels('en')).toEqual([
      'Under $1,500',
      '$1,500-$5,000',
      '$5,000-$15,000',
      '$15,000+',
    ]);
  });

  it.each(LANGUAGES.map((language) => language.code).filter((code) => code !== 'en'))(
    '%s: every answer names its amounts in the language’s one currency style',
    async (code) => {
      const [under, mid, luxury, over] = await budgetLabels(code, '1');
      expect(under).toContain(formatMoney(code, 1500));
      expect(over).toContain(formatMoney(code, 15_000));
      for (const text of [under, mid, luxury, over]) expect(text).not.toMatch(/{{|}}/);
      expect(mid).not.toBe(luxury);
    },
  );
});
