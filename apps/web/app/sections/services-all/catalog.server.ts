import {
  LANGUAGE_BUNDLE_MAX_DISCOUNT_PERCENT,
  eventTypes,
  formatUsd,
  giftVouchers,
  languageBundles,
  languagePacks,
  mysteryPackages,
} from '@travel/catalog';
import { experientialCatalog } from '../experiences/catalog.server.ts';
import type { GiftVoucherEntry } from './GiftVouchersSection.tsx';
import type { LanguageBundleEntry, LanguagePackEntry } from './LanguageAssistanceSection.tsx';
import type { MysteryPackageSummary } from './MysteryTravelSection.tsx';

/**
 * The catalog entries /services/all shows, read at prerender by its loader. They reach the
 * browser inside the page (as loader data), so the catalog modules (vouchers, mystery packages,
 * events, language packs, experiences, with their validation) do not ship with its JavaScript.
 * Amounts come formatted as printed, so the money helpers do not either.
 */
export function allServicesCatalog() {
  return {
    giftVouchers: giftVouchers.map(({ amounts, ...voucher }): GiftVoucherEntry => ({
      ...voucher,
      amounts: amounts.map((value) => ({ value, label: formatUsd(value) })),
    })),
    mysteryPackages: mysteryPackages.map(
      ({ priceFrom: _priceFrom, priceTo: _priceTo, ...summary }): MysteryPackageSummary => summary,
    ),
    eventTypes,
    languagePacks: languagePacks.map((pack): LanguagePackEntry => ({
      ...pack,
      price: formatUsd(pack.price),
    })),
    languageBundles: languageBundles.map((bundle): LanguageBundleEntry => ({
      ...bundle,
      price: formatUsd(bundle.price),
      savings: formatUsd(bundle.savings),
    })),
    languageBundleMaxDiscountPercent: LANGUAGE_BUNDLE_MAX_DISCOUNT_PERCENT,
    ...experientialCatalog(),
  };
}

export type AllServicesCatalog = ReturnType<typeof allServicesCatalog>;
