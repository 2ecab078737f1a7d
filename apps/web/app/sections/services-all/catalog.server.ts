import { LANGUAGE_BUNDLE_MAX_DISCOUNT_PERCENT, formatUsd } from '@travel/catalog';
import type { CatalogLanguage } from '@travel/catalog/i18n';
import { catalogList } from '../../lib/catalog-language.server.ts';
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
export function allServicesCatalog(lang: CatalogLanguage = 'en') {
  return {
    giftVouchers: catalogList('giftVouchers', lang).map(
      ({ amounts, ...voucher }): GiftVoucherEntry => ({
        ...voucher,
        amounts: amounts.map((value) => ({ value, label: formatUsd(value) })),
      }),
    ),
    mysteryPackages: catalogList('mysteryPackages', lang).map(
      ({
        priceRange: _priceRange,
        duration: _duration,
        reveal: _reveal,
        ...summary
      }): MysteryPackageSummary => summary,
    ),
    eventTypes: catalogList('eventTypes', lang),
    languagePacks: catalogList('languagePacks', lang).map((pack): LanguagePackEntry => ({
      ...pack,
      price: formatUsd(pack.price),
    })),
    languageBundles: catalogList('languageBundles', lang).map((bundle): LanguageBundleEntry => ({
      ...bundle,
      price: formatUsd(bundle.price),
      savings: formatUsd(bundle.savings),
    })),
    languageBundleMaxDiscountPercent: LANGUAGE_BUNDLE_MAX_DISCOUNT_PERCENT,
    ...experientialCatalog(lang),
  };
}

export type AllServicesCatalog = ReturnType<typeof allServicesCatalog>;
