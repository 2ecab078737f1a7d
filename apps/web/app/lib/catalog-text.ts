import type { Certification, TrustClaim } from '@travel/catalog';
import type { TFunction } from 'i18next';
import { site } from '../site.ts';
import { dollars, figureOf } from './locale-format.ts';

/**
 * The agency's promises and credentials in the page's language: the catalog's own translation
 * (`@travel/catalog/i18n`, read by the page's loader) when it has one; else the interface strings
 * of `common:catalog`, keyed by the entry's id, which every language has. Figures formatted for
 * the language.
 */

/** Whether the entry's text is the catalog's translation (not its English fallback). */
function translated(entry: object, language: string): boolean {
  const marks = entry as { lang?: string; fallback?: boolean };
  return language !== 'en' && marks.lang === language && marks.fallback !== true;
}

/** A trust claim's figure, title and description, in the page's language. */
export function trustClaimText(t: TFunction, language: string, claim: TrustClaim) {
  const key = `common:catalog.trust.${claim.id}`;
  return {
    // The figure as a number where it is one (`75+`, `24h`); `24/7` reads as written.
    value: claim.figure ? figureOf(language, claim.figure) : claim.value,
    title: translated(claim, language)
      ? claim.title
      : t(`${key}.title`, { defaultValue: claim.title }),
    description: translated(claim, language)
      ? claim.description
      : t(`${key}.description`, {
          defaultValue: claim.description,
          foundedYear: site.foundedYear,
        }),
  };
}

/** A credential's name and description, in the page's language (`1.000.000 $` in German). */
export function certificationText(t: TFunction, language: string, certification: Certification) {
  const key = `common:catalog.certifications.${certification.id}`;
  const amount = dollars(language, 1_000_000);
  if (translated(certification, language)) {
    return { name: certification.name, description: certification.description };
  }
  return {
    name: t(`${key}.title`, { defaultValue: certification.name, amount }),
    description: t(`${key}.description`, { defaultValue: certification.description, amount }),
  };
}
