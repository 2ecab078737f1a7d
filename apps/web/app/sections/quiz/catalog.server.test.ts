// @vitest-environment node
// The loaders read the catalog's translation files, which needs Node's own URL (not jsdom's).
import { QUIZ_QUESTION_IDS, quizQuestions } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { quizCatalog } from './catalog.server.ts';

describe('the questions /quiz receives as loader data', () => {
  const catalog = quizCatalog();

  it('are every question of the catalog, in the order asked, with every option', () => {
    expect(catalog.questions).toEqual(quizQuestions);
    expect(catalog.questions.map((question) => question.id)).toEqual(QUIZ_QUESTION_IDS);
  });

  it('hold only what the quiz shows, as plain data that survives the trip into the page', () => {
    for (const question of catalog.questions) {
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'question']);
      for (const option of question.options) {
        expect(Object.keys(option).sort()).toEqual(['icon', 'id', 'label']);
      }
    }
    expect(JSON.parse(JSON.stringify(catalog))).toEqual(catalog);
  });
});
