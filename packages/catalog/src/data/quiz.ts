import type * as v from 'valibot';
import {
  KeyedQuizRecommendationSchema,
  QuizQuestionSchema,
  QuizRecommendationSchema,
} from '../schemas.ts';
import type {
  DestinationCategory,
  KeyedQuizRecommendation,
  QuizAnswers,
  QuizQuestion,
  QuizRecommendation,
} from '../schemas.ts';
import { parseEntry, parseList, type ViteMeta } from '../validate.ts';
import { QUIZ_QUESTION_IDS } from '../vocabulary.ts';
import text from '../../content/i18n/en/quiz.json' with { type: 'json' };
import { usdText } from '../quantities.ts';
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const questionEntries: WithoutText<
  v.InferInput<typeof QuizQuestionSchema>,
  TextFieldOf<'quiz', 'questions'>
>[] = [
  {
    id: 'vibe',
    options: [
      { id: 'adventure', icon: 'Mountain' },
      { id: 'relaxation', icon: 'TreePalm' },
      { id: 'culture', icon: 'Landmark' },
      { id: 'culinary', icon: 'UtensilsCrossed' },
    ],
  },
  {
    id: 'length',
    options: [
      { id: 'weekend', icon: 'Calendar' },
      { id: 'week', icon: 'CalendarDays' },
      { id: 'twoweeks', icon: 'Clock' },
      { id: 'month', icon: 'Hourglass' },
    ],
  },
  {
    id: 'budget',
    options: [
      { id: 'budget', icon: 'Wallet' },
      { id: 'mid', icon: 'CreditCard' },
      { id: 'luxury', icon: 'Gem' },
      { id: 'unlimited', icon: 'Crown' },
    ],
  },
  {
    id: 'companions',
    options: [
      { id: 'solo', icon: 'User' },
      { id: 'couple', icon: 'Heart' },
      { id: 'family', icon: 'Baby' },
      { id: 'friends', icon: 'Users' },
    ],
  },
];

/** The four questions of /quiz, in the order asked. */
export const quizQuestions: readonly QuizQuestion[] = parseList(
  'quiz',
  checked ? QuizQuestionSchema : undefined,
  withText('quiz.json: questions', questionEntries, text.questions, 'id'),
  {
    unique: ['id'],
  },
);

const recommendationEntries: WithoutText<
  v.InferInput<typeof KeyedQuizRecommendationSchema>,
  TextFieldOf<'quiz', 'recommendations'> | 'price'
>[] = [
  {
    key: 'adventure-weekend-budget-solo',
    priceUsd: 899,
    scene: 'colorado',
  },
  {
    key: 'relaxation-week-mid-couple',
    priceUsd: 3499,
    scene: 'tuscany',
  },
  {
    key: 'culture-twoweeks-luxury-family',
    priceUsd: 12999,
    scene: 'kyoto',
  },
];

/** The recommendations for known answer combinations. */
export const quizRecommendations: readonly KeyedQuizRecommendation[] = parseList(
  'quiz',
  checked ? KeyedQuizRecommendationSchema : undefined,
  withText(
    'quiz.json: recommendations',
    recommendationEntries.map((entry) => ({
      ...entry,
      price: entry.priceUsd === null ? 'Custom pricing' : usdText(entry.priceUsd),
    })),
    text.recommendations,
    'key',
  ),
  { unique: ['key'] },
);

/** What every other combination of answers gets: a trip designed from scratch. */
export const fallbackRecommendation: QuizRecommendation = parseEntry(
  'quiz',
  checked ? QuizRecommendationSchema : undefined,
  withText(
    'quiz.json: fallback',
    [
      {
        priceUsd: null,
        price: 'Custom pricing',
        scene: 'generic-beach',
      } satisfies WithoutText<
        v.InferInput<typeof QuizRecommendationSchema>,
        TextFieldOf<'quiz', 'fallback'>
      >,
    ],
    text.fallback,
    null,
  )[0],
  '"fallback"',
);

/**
 * The quiz's trip styles (answers to `vibe`) each kind of destination offers: how the quiz
 * matches a destination to the answers when no named trip is their key (quiz-match.ts).
 */
export const QUIZ_STYLES_BY_CATEGORY: Record<DestinationCategory, readonly QuizAnswers['vibe'][]> =
  {
    Safari: ['adventure'],
    Honeymoon: ['relaxation'],
    Luxury: ['relaxation'],
    Cultural: ['culture'],
    Adventure: ['adventure'],
    'Wine & Food': ['culinary', 'relaxation'],
  };

/** The lookup key of a set of answers: the four answer ids joined with hyphens, in question order. */
export function recommendationKey(answers: QuizAnswers): string {
  return QUIZ_QUESTION_IDS.map((question) => answers[question]).join('-');
}

/** The recommendation shown on the quiz results screen for these answers. */
export function recommendationFor(answers: QuizAnswers): QuizRecommendation {
  const key = recommendationKey(answers);
  return (
    quizRecommendations.find((recommendation) => recommendation.key === key) ??
    fallbackRecommendation
  );
}
