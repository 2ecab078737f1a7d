import { describe, expect, it } from 'vitest';
import { destinations } from './data/destinations.ts';
import { fallbackRecommendation, quizRecommendations } from './data/quiz.ts';
import {
  destinationTraits,
  quizDistance,
  quizResultFor,
  type DestinationTraits,
  type QuizResult,
} from './quiz-match.ts';
import type { Destination, QuizAnswers } from './schemas.ts';
import { QUIZ_OPTION_IDS } from './vocabulary.ts';
import { localize } from './i18n/localized.ts';
import { CATALOG_LANGUAGES } from './i18n/spec.ts';

const answers = (overrides: Partial<QuizAnswers> = {}): QuizAnswers => ({
  vibe: 'adventure',
  length: 'week',
  budget: 'mid',
  companions: 'couple',
  ...overrides,
});

const slugOf = (result: QuizResult) =>
  result.kind === 'destination' ? result.destination.slug : undefined;

const traits = (overrides: Partial<DestinationTraits> = {}): DestinationTraits => ({
  styles: ['adventure'],
  days: 7,
  priceUsd: 3_000,
  travelers: { min: 2, max: 8 },
  ...overrides,
});

function* everyAnswerSet(): Generator<QuizAnswers> {
  for (const vibe of QUIZ_OPTION_IDS.vibe)
    for (const length of QUIZ_OPTION_IDS.length)
      for (const budget of QUIZ_OPTION_IDS.budget)
        for (const companions of QUIZ_OPTION_IDS.companions)
          yield { vibe, length, budget, companions };
}

describe('destinationTraits', () => {
  it('reads style, length, price and group size from the catalog entry', () => {
    const kenya = destinations.find((d) => d.slug === 'kenya-safari-masai-mara')!;
    expect(destinationTraits(kenya)).toEqual({
      styles: ['adventure'],
      days: 8,
      priceUsd: 4_500,
      travelers: { min: 2, max: 8 },
    });
    const santorini = destinations.find((d) => d.slug === 'santorini-honeymoon-greece')!;
    expect(destinationTraits(santorini).travelers).toEqual({ min: 2, max: 2 });
  });

  it('reads every destination of the catalog', () => {
    for (const destination of destinations)
      expect(() => destinationTraits(destination)).not.toThrow();
  });

  it('reads the number fields, never the English text', () => {
    const { slug, category, durationDays, travelers, priceFromUsd } = destinations[0]!;
    const numbersOnly = { slug, category, durationDays, travelers, priceFromUsd };
    expect(destinationTraits(numbersOnly)).toEqual(destinationTraits(destinations[0]!));
    const reworded = { ...destinations[0]!, duration: '8 Tage', price: 'Ab 4.500 $' };
    expect(destinationTraits(reworded)).toEqual(destinationTraits(destinations[0]!));
  });
});

describe('quizDistance', () => {
  it('is 0 for a trip that fits every answer', () => {
    expect(quizDistance(answers(), traits())).toBe(0);
  });

  it('weighs another style more than a band off in length or budget', () => {
    const otherStyle = quizDistance(answers(), traits({ styles: ['culture'] }));
    const twiceAsLong = quizDistance(answers(), traits({ days: 18 }));
    const twiceTheBudget = quizDistance(answers(), traits({ priceUsd: 10_000 }));
    expect(twiceAsLong).toBeCloseTo(1);
    expect(twiceTheBudget).toBeCloseTo(1.5);
    expect(otherStyle).toBeGreaterThan(twiceAsLong);
    expect(otherStyle).toBeGreaterThan(twiceTheBudget);
  });

  it('grows with the distance from the wished length, both ways', () => {
    const weekend = answers({ length: 'weekend' });
    expect(quizDistance(weekend, traits({ days: 4 }))).toBe(0);
    expect(quizDistance(weekend, traits({ days: 6 }))).toBeLessThan(
      quizDistance(weekend, traits({ days: 12 })),
    );
    const month = answers({ length: 'month' });
    expect(quizDistance(month, traits({ days: 14 }))).toBeLessThan(
      quizDistance(month, traits({ days: 7 })),
    );
  });

  it('counts going over the budget more than coming in under it', () => {
    const over = quizDistance(answers({ budget: 'budget' }), traits({ priceUsd: 3_000 }));
    const under = quizDistance(answers({ budget: 'luxury' }), traits({ priceUsd: 2_500 }));
    // Both are a factor of two outside the band.
    expect(over).toBeGreaterThan(under);
    expect(under).toBeGreaterThan(0);
  });

  it('all but rules out a group too small for the party', () => {
    const forTwo = traits({ travelers: { min: 2, max: 2 } });
    expect(quizDistance(answers({ companions: 'family' }), forTwo)).toBeGreaterThanOrEqual(3);
    expect(quizDistance(answers({ companions: 'couple' }), forTwo)).toBe(0);
  });
});

describe('quizResultFor', () => {
  it('keeps the three named trips of spec §9 for their exact answers', () => {
    for (const recommendation of quizRecommendations) {
      const [vibe, length, budget, companions] = recommendation.key.split('-');
      const result = quizResultFor({ vibe, length, budget, companions } as QuizAnswers);
      expect(result).toEqual({ kind: 'trip', recommendation });
    }
  });

  it('recommends the nearest destination when no named trip matches', () => {
    expect(slugOf(quizResultFor(answers({ vibe: 'culture', length: 'twoweeks' })))).toBe(
      'japan-cultural-tour',
    );
    expect(slugOf(quizResultFor(answers({ vibe: 'culinary' })))).toBe('tuscany-wine-italy');
    expect(slugOf(quizResultFor(answers({ vibe: 'adventure', length: 'week' })))).toBe(
      'kenya-safari-masai-mara',
    );
    // Both adventures fit four friends; ten days is nearer two weeks than the safari's eight.
    expect(slugOf(quizResultFor(answers({ length: 'twoweeks', companions: 'friends' })))).toBe(
      'patagonia-adventure-chile',
    );
  });

  it('does not send a family on the honeymoon for two', () => {
    const result = quizResultFor(answers({ vibe: 'relaxation', companions: 'family' }));
    expect(slugOf(result)).not.toBe('santorini-honeymoon-greece');
    expect(slugOf(result)).toBeDefined();
  });

  it('names a destination for every answer set but the three named ones', () => {
    let trips = 0;
    const recommended = new Set<string>();
    for (const set of everyAnswerSet()) {
      const result = quizResultFor(set);
      if (result.kind === 'trip') trips++;
      else {
        expect(result.kind).toBe('destination');
        recommended.add(slugOf(result)!);
      }
    }
    expect(trips).toBe(quizRecommendations.length);
    // Not one destination for everything: the answers move the result.
    expect(recommended.size).toBeGreaterThanOrEqual(5);
  });

  it('picks a destination of the chosen style whenever the catalog has one', () => {
    for (const set of everyAnswerSet()) {
      const result = quizResultFor(set);
      if (result.kind !== 'destination') continue;
      expect(destinationTraits(result.destination).styles, JSON.stringify(set)).toContain(set.vibe);
    }
  });

  it('gives the same result from the lists in any language, in that language', () => {
    for (const lang of CATALOG_LANGUAGES) {
      const catalog = {
        recommendations: localize('quizRecommendations', lang),
        destinations: localize('destinations', lang),
        custom: localize('fallbackRecommendation', lang)[0]!,
      };
      for (const set of everyAnswerSet()) {
        const english = quizResultFor(set);
        const local = quizResultFor(set, catalog);
        expect(local.kind).toBe(english.kind);
        if (local.kind === 'destination' && english.kind === 'destination') {
          expect(local.destination.slug).toBe(english.destination.slug);
          expect(local.destination.lang).toBe(lang);
        }
        if (local.kind === 'trip' && english.kind === 'trip')
          expect(local.recommendation.key).toBe(english.recommendation.key);
      }
    }
  });

  it('takes the first in catalog order on a tie, and the custom trip with no destination', () => {
    const [first, second] = destinations;
    const twin = { ...first!, slug: 'twin' } as Destination;
    expect(slugOf(quizResultFor(answers(), { destinations: [first!, twin, second!] }))).toBe(
      first!.slug,
    );
    expect(quizResultFor(answers(), { destinations: [] })).toEqual({
      kind: 'custom',
      recommendation: fallbackRecommendation,
    });
  });
});
