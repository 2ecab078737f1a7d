// @vitest-environment node
// The loaders read the catalog's translation files, which needs Node's own URL (not jsdom's).
import { experiencePriceTeasers, experienceTypes, featuredExperiences } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { experiencesCatalog } from './catalog.server.ts';

describe('the catalog entries /experiences receives as loader data', () => {
  const catalog = experiencesCatalog();

  it('are every kind of experience in full, every featured trip and every starting price, in order', () => {
    expect(catalog.experienceTypes).toEqual(experienceTypes);
    expect(catalog.featuredExperiences).toEqual(featuredExperiences);
    expect(catalog.experiencePriceTeasers).toEqual(experiencePriceTeasers);
  });

  it('quote the cheapest featured trip as the price of the description', () => {
    const prices = featuredExperiences.map((experience) => experience.priceUsd);
    expect(prices).toContain(catalog.lowestPriceUsd);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(catalog.lowestPriceUsd);
  });
});
