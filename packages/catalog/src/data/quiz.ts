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

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const questionEntries: v.InferInput<typeof QuizQuestionSchema>[] = [
  {
    id: 'vibe',
    question: 'What kind of trip are you dreaming of?',
    options: [
      { id: 'adventure', label: 'Adventure & the outdoors', icon: 'Mountain' },
      { id: 'relaxation', label: 'Rest & relaxation', icon: 'TreePalm' },
      { id: 'culture', label: 'Culture & history', icon: 'Landmark' },
      { id: 'culinary', label: 'Food & wine', icon: 'UtensilsCrossed' },
    ],
  },
  {
    id: 'length',
    question: 'How long would you like to be away?',
    options: [
      { id: 'weekend', label: 'A long weekend', icon: 'Calendar' },
      { id: 'week', label: 'About a week', icon: 'CalendarDays' },
      { id: 'twoweeks', label: 'Two weeks', icon: 'Clock' },
      { id: 'month', label: 'A month or more', icon: 'Hourglass' },
    ],
  },
  {
    id: 'budget',
    question: 'What is your budget per person?',
    options: [
      { id: 'budget', label: 'Under $1,500', icon: 'Wallet' },
      { id: 'mid', label: '$1,500-$5,000', icon: 'CreditCard' },
      { id: 'luxury', label: '$5,000-$15,000', icon: 'Gem' },
      { id: 'unlimited', label: '$15,000+', icon: 'Crown' },
    ],
  },
  {
    id: 'companions',
    question: 'Who is coming with you?',
    options: [
      { id: 'solo', label: 'Just me', icon: 'User' },
      { id: 'couple', label: 'My partner', icon: 'Heart' },
      { id: 'family', label: 'My family', icon: 'Baby' },
      { id: 'friends', label: 'A group of friends', icon: 'Users' },
    ],
  },
];

/** The four questions of /quiz, in the order asked. */
export const quizQuestions: readonly QuizQuestion[] = parseList(
  'quiz',
  checked ? QuizQuestionSchema : undefined,
  questionEntries,
  {
    unique: ['id'],
  },
);

const recommendationEntries: v.InferInput<typeof KeyedQuizRecommendationSchema>[] = [
  {
    key: 'adventure-weekend-budget-solo',
    destination: 'Colorado Mountain Adventure',
    price: '$899',
    scene: 'colorado',
    description:
      'A two-hour flight from MSP puts you in the Rockies by lunchtime. Three days of alpine lakes, big views and a cozy base in Estes Park, with everything booked so you only have to lace up your boots.',
    highlights: [
      'Sunrise hike to Emerald Lake in Rocky Mountain National Park, timed-entry permit included',
      'Two nights at a mountain lodge in Estes Park',
      'Trail Ridge Road drive above the tree line',
      'A last evening in Boulder on the way back to Denver',
    ],
  },
  {
    key: 'relaxation-week-mid-couple',
    destination: 'Tuscany Wellness Retreat',
    price: '$3,499',
    scene: 'tuscany',
    description:
      'Seven slow days in the Tuscan countryside: a spa hotel with thermal pools, vineyard lunches, and nothing on the schedule before ten in the morning.',
    highlights: [
      'Thermal spa hotel in the Val d’Orcia',
      'Couples’ massage and a day at the Saturnia hot springs',
      'Private wine tasting in Montalcino',
      'Sunset dinner among the vines',
    ],
  },
  {
    key: 'culture-twoweeks-luxury-family',
    destination: 'Heritage Tour of Japan',
    price: '$12,999',
    scene: 'kyoto',
    description:
      'Two weeks through Tokyo, Hakone, Kyoto and Hiroshima with private guides who make temples, castles and history come alive for every age.',
    highlights: [
      'Private family guide in Tokyo and Kyoto',
      'Samurai sword and calligraphy workshops for the kids',
      'Ryokan stay with private hot-spring bath',
      'Hiroshima Peace Memorial and the floating torii of Miyajima',
    ],
  },
];

/** The recommendations for known answer combinations. */
export const quizRecommendations: readonly KeyedQuizRecommendation[] = parseList(
  'quiz',
  checked ? KeyedQuizRecommendationSchema : undefined,
  recommendationEntries,
  { unique: ['key'] },
);

/** What every other combination of answers gets: a trip designed from scratch. */
export const fallbackRecommendation: QuizRecommendation = parseEntry(
  'quiz',
  checked ? QuizRecommendationSchema : undefined,
  {
    destination: 'Customized Dream Vacation',
    price: 'Custom pricing',
    scene: 'generic-beach',
    description:
      'Your answers point to a trip we would love to design from scratch. A travel expert will look at them and reply within 24 hours with a few ideas shaped around your dates, budget and travel companions.',
    highlights: [
      'A personal consultation with a travel expert',
      'An itinerary built around your answers',
      'Hand-picked hotels and experiences',
      '24/7 support while you travel',
    ],
  } satisfies v.InferInput<typeof QuizRecommendationSchema>,
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
