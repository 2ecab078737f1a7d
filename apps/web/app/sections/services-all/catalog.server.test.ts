// @vitest-environment node
// The loaders read the catalog's translation files, which needs Node's own URL (not jsdom's).
import {
  LANGUAGE_BUNDLE_MAX_DISCOUNT_PERCENT,
  eventTypes,
  experienceTypes,
  featuredExperiences,
  formatUsd,
  giftVouchers,
  languageBundles,
  languagePacks,
  mysteryPackages,
} from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { allServicesCatalog } from './catalog.server.ts';

describe('the catalog entries /services/all receives as loader data', () => {
  const catalog = allServicesCatalog();

  it('are every event type and featured experience, in order', () => {
    expect(catalog.eventTypes).toEqual(eventTypes);
    expect(catalog.featuredExperiences).toEqual(featuredExperiences);
    expect(catalog.languageBundleMaxDiscountPercent).toBe(LANGUAGE_BUNDLE_MAX_DISCOUNT_PERCENT);
  });

  it('are every voucher, each amount with its label as printed', () => {
    expect(catalog.giftVouchers).toEqual(
      giftVouchers.map((voucher) => ({
        ...voucher,
        amounts: voucher.amounts.map((value) => ({ value, label: formatUsd(value) })),
      })),
    );
    expect(catalog.giftVouchers[0]!.amounts.at(-1)).toEqual({ value: 5000, label: '$5,000' });
  });

  it('are every language pack and bundle, prices and savings as printed', () => {
    expect(catalog.languagePacks).toEqual(
      languagePacks.map((pack) => ({ ...pack, price: formatUsd(pack.price) })),
    );
    expect(catalog.languageBundles).toEqual(
      languageBundles.map((bundle) => ({
        ...bundle,
        price: formatUsd(bundle.price),
        savings: formatUsd(bundle.savings),
      })),
    );
  });

  it('are every mystery package with its numbers, without the English text they are printed in', () => {
    expect(catalog.mysteryPackages).toHaveLength(mysteryPackages.length);
    catalog.mysteryPackages.forEach((summary, index) => {
      const { priceRange, duration, reveal, ...shown } = mysteryPackages[index]!;
      expect([priceRange, duration, reveal].every(Boolean)).toBe(true);
      expect(summary).toEqual(shown);
      expect(summary).not.toHaveProperty('priceRange');
    });
  });

  it('are every kind of experience, without the example, ideas and inclusions short cards do not show', () => {
    expect(catalog.experienceTypes).toHaveLength(experienceTypes.length);
    catalog.experienceTypes.forEach((summary, index) => {
      const { example, examples, features, ...shown } = experienceTypes[index]!;
      expect([example, examples, features].every(Boolean)).toBe(true);
      expect(summary).toEqual(shown);
    });
  });
});
