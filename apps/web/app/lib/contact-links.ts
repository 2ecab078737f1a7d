/**
 * Links from a service card to the contact form, with the query parameters /contact reads to
 * prefill the inquiry (spec §2 /contact). Built with URLSearchParams so ids and amounts are
 * always encoded the same way.
 */
export function contactHref(params: Readonly<Record<string, string | number>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return `/contact?${query.toString()}`;
}

/** The voucher amount in whole dollars, or `custom` for the visitor's own amount. */
export type VoucherAmount = number | 'custom';

export const contactLinks = {
  giftVoucher: (type: string, amount: VoucherAmount) =>
    contactHref({ service: 'gift-voucher', type, amount }),
  giftVoucherInfo: () => contactHref({ service: 'gift-voucher-info' }),
  mysteryTravel: (packageId: string) =>
    contactHref({ service: 'mystery-travel', package: packageId }),
  mysteryTravelInfo: () => contactHref({ service: 'mystery-travel-info' }),
  eventPlanning: (type: string) => contactHref({ service: 'event-planning', type }),
  eventPlanningConsultation: () => contactHref({ service: 'event-planning-consultation' }),
  languageAssistance: (language: string) =>
    contactHref({ service: 'language-assistance', language }),
  languageBundle: (bundleId: string) =>
    contactHref({ service: 'language-bundle', package: bundleId }),
  languageAssistanceInfo: () => contactHref({ service: 'language-assistance-info' }),
  experientialTravel: (type: string) => contactHref({ service: 'experiential-travel', type }),
  featuredExperience: (experience: string) =>
    contactHref({ service: 'featured-experience', experience }),
  customExperientialTravel: () => contactHref({ service: 'custom-experiential-travel' }),
  experientialConsultation: () => contactHref({ service: 'experiential-consultation' }),
} as const;
