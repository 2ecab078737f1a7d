/**
 * The quiz's answer (spec §9 Quiz): one of the three named trips when the answers are exactly
 * its key, otherwise the nearest of the site's destinations by style, length and budget (and
 * whether the party fits the group size), so that most answers lead to a real trip page rather
 * than to "Customized Dream Vacation". Pure: the data comes in as arguments, defaulting to the
 * catalog's.
 */
import { destinations as catalogDestinations } from './data/destinations.ts';
import {
  QUIZ_STYLES_BY_CATEGORY,
  fallbackRecommendation,
  quizRecommendations,
  recommendationKey,
} from './data/quiz.ts';
import type {
  Destination,
  KeyedQuizRecommendation,
  QuizAnswers,
  QuizRecommendation,
} from './schemas.ts';

type Answer<Q extends keyof QuizAnswers> = QuizAnswers[Q];

/** Days each trip-length answer means, inclusive; `month` has no upper end. */
export const QUIZ_LENGTH_DAYS: Record<Answer<'length'>, readonly [number, number]> = {
  weekend: [2, 4],
  week: [5, 9],
  twoweeks: [10, 17],
  month: [21, Number.POSITIVE_INFINITY],
};

/** Dollars per person each budget answer means (spec §9), inclusive; `unlimited` has no end. */
export const QUIZ_BUDGET_USD: Record<Answer<'budget'>, readonly [number, number]> = {
  budget: [0, 1_500],
  mid: [1_500, 5_000],
  luxury: [5_000, 15_000],
  unlimited: [15_000, Number.POSITIVE_INFINITY],
};

/** How many travel in each kind of party (a family taken as four). */
export const QUIZ_PARTY_SIZE: Record<Answer<'companions'>, number> = {
  solo: 1,
  couple: 2,
  family: 4,
  friends: 4,
};

/** What the quiz compares of a destination, read from its catalog entry. */
export interface DestinationTraits {
  styles: readonly Answer<'vibe'>[];
  days: number;
  /** The "From" price per person, in dollars. */
  priceUsd: number;
  travelers: { min: number; max: number };
}

/** What the quiz reads of a destination: its category and its number fields (no English text). */
export type QuizDestination = Pick<
  Destination,
  'slug' | 'category' | 'durationDays' | 'travelers' | 'priceFromUsd'
>;

/** A destination's style (from its category), length, price and group size. */
export function destinationTraits(destination: QuizDestination): DestinationTraits {
  return {
    styles: QUIZ_STYLES_BY_CATEGORY[destination.category],
    days: destination.durationDays,
    priceUsd: destination.priceFromUsd,
    travelers: { min: destination.travelers.min, max: destination.travelers.max },
  };
}

/**
 * Weights of the distance. A trip of another style costs more than being a band off in length
 * or budget; going over the budget costs more than coming in under it; a group too small for
 * the party rules a trip out almost entirely. Lengths and prices are compared as ratios (log2),
 * so 4 days for a 2-day wish weighs as 8 for a 4-day one.
 */
const WEIGHTS = {
  style: 3,
  length: 1,
  overBudget: 1.5,
  underBudget: 0.5,
  partyTooLarge: 3,
  partyTooSmall: 1,
} as const;

/** How far a value lies outside [low, high], as a ratio: 0 inside, 1 at twice the bound. */
function outside(value: number, [low, high]: readonly [number, number]): number {
  if (value < low) return Math.log2(low / value);
  if (value > high) return Math.log2(value / high);
  return 0;
}

/** How far a destination is from the answers: 0 is a perfect fit; lower is nearer. */
export function quizDistance(answers: QuizAnswers, traits: DestinationTraits): number {
  const style = traits.styles.includes(answers.vibe) ? 0 : WEIGHTS.style;
  const length = WEIGHTS.length * outside(traits.days, QUIZ_LENGTH_DAYS[answers.length]);
  const [low, high] = QUIZ_BUDGET_USD[answers.budget];
  const budget =
    traits.priceUsd > high
      ? WEIGHTS.overBudget * Math.log2(traits.priceUsd / high)
      : traits.priceUsd < low
        ? WEIGHTS.underBudget * Math.log2(low / traits.priceUsd)
        : 0;
  const party = QUIZ_PARTY_SIZE[answers.companions];
  const fit =
    party > traits.travelers.max
      ? WEIGHTS.partyTooLarge
      : party < traits.travelers.min
        ? WEIGHTS.partyTooSmall
        : 0;
  return style + length + budget + fit;
}

/** What the results screen shows. */
export type QuizResult<
  D extends QuizDestination = Destination,
  R extends Pick<KeyedQuizRecommendation, 'key'> = KeyedQuizRecommendation,
  C = QuizRecommendation,
> =
  /** One of the named trips, whose key the answers are. */
  | { kind: 'trip'; recommendation: R }
  /** The nearest destination, with its distance from the answers. */
  | { kind: 'destination'; destination: D; distance: number }
  /** No destination to offer at all: a trip designed from scratch. */
  | { kind: 'custom'; recommendation: C };

/**
 * The result for a complete set of answers, from the lists given: the named trip whose key they
 * are, else the nearest destination (the first in the list's order on a tie), else the custom
 * trip. A page passes them in its language (the same entries, ids and numbers in every language,
 * so the result is the same one); it imports none of the catalog's own lists, so a page's script
 * that only matches carries none of them.
 */
export function matchQuizResult<
  D extends QuizDestination,
  R extends Pick<KeyedQuizRecommendation, 'key'>,
  C,
>(
  answers: QuizAnswers,
  lists: { recommendations: readonly R[]; destinations: readonly D[]; custom: C },
): QuizResult<D, R, C> {
  const key = recommendationKey(answers);
  const named = lists.recommendations.find((recommendation) => recommendation.key === key);
  if (named) return { kind: 'trip', recommendation: named };

  let best: { destination: D; distance: number } | undefined;
  for (const destination of lists.destinations) {
    const distance = quizDistance(answers, destinationTraits(destination));
    if (!best || distance < best.distance) best = { destination, distance };
  }
  return best ? { kind: 'destination', ...best } : { kind: 'custom', recommendation: lists.custom };
}

/** `matchQuizResult` with the catalog's own lists (in English) where none is given. */
export function quizResultFor<
  D extends QuizDestination = Destination,
  R extends Pick<KeyedQuizRecommendation, 'key'> = KeyedQuizRecommendation,
  C = QuizRecommendation,
>(
  answers: QuizAnswers,
  catalog: {
    recommendations?: readonly R[];
    destinations?: readonly D[];
    custom?: C;
  } = {},
): QuizResult<D, R, C> {
  return matchQuizResult(answers, {
    recommendations: catalog.recommendations ?? (quizRecommendations as unknown as readonly R[]),
    destinations: catalog.destinations ?? (catalogDestinations as unknown as readonly D[]),
    custom: catalog.custom ?? (fallbackRecommendation as C),
  });
}
