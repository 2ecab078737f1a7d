/**
 * Figures the legal pages promise (spec §2 Legal pages, §9 Terms). They are interpolated into
 * the text of every language, so a translation can never state a different number.
 */
export const LEGAL_TERMS = {
  /** Visitors must be older than this to use the site or book. */
  minimumAge: 18,
  /** Liability cap, in US dollars, when the visitor bought nothing from us. */
  liabilityCapUsd: 100,
  /** Least notice, in days, before a material change to the terms takes effect. */
  noticeDays: 30,
  /** Share of ownership or voting power that makes an entity an "Affiliate". */
  affiliateControlPercent: 50,
} as const;

/**
 * When the legal texts last changed (ISO date). Update it with any change to the text in
 * `legal.json`; the XML sitemap reports it as the pages' `lastmod`.
 */
export const LEGAL_LAST_UPDATED = '2026-11-26';
