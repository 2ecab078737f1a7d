import { UNSUBSCRIBED_RETENTION_DAYS, type SiteConfig } from '@travel/catalog';
import { LEGAL_TERMS } from './constants.ts';

/** The legal documents, each a page at `/<id>` with its text under `<id>` in legal.json. */
export const LEGAL_DOCUMENTS = ['privacy', 'terms', 'disclaimer'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

/** The office as one line: `401 N 3rd St, Suite 520, Minneapolis, MN 55401, US`. */
export function officeAddress(site: SiteConfig): string {
  const { street, city, region, postalCode, country } = site.office;
  return `${street}, ${city}, ${region} ${postalCode}, ${country === 'US' ? 'USA' : country}`;
}

/** What the legal texts interpolate: the company, its office and contact, and the fixed terms. */
export function legalValues(site: SiteConfig) {
  return {
    brand: site.brand,
    entity: site.legalEntity.name,
    state: site.legalEntity.state,
    address: officeAddress(site),
    city: site.office.city,
    email: site.email,
    phone: site.phone,
    origin: site.origin.replace(/^https?:\/\//, ''),
    retailer: site.affiliate.retailer,
    unsubscribedDays: UNSUBSCRIBED_RETENTION_DAYS,
    ...LEGAL_TERMS,
  };
}

/** A block of a legal section: a paragraph, or a list of items. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  title: string;
  content: readonly LegalBlock[];
}

/** `whoWeAre` → `who-we-are`: the anchor of a section, stable across languages. */
export function sectionAnchor(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Splits a text around each occurrence of `email`, so the address can become a mailto link
 * without putting markup in the translations.
 */
export function splitOnEmail(text: string, email: string): { text: string; email: boolean }[] {
  if (!email || !text.includes(email)) return [{ text, email: false }];
  return text
    .split(email)
    .flatMap((part, index) => (index === 0 ? [part] : [email, part]))
    .map((part, index) => ({ text: part, email: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
