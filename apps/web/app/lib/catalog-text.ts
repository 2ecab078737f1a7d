import type { Certification, TrustClaim } from '@travel/catalog';
import type { TFunction } from 'i18next';
import { site } from '../site.ts';
import { dollars, figure } from './locale-format.ts';

/**
 * The agency's promises and credentials in the page's language. The catalog keeps them in
 * English (its data is checked there); their words are interface strings, translated in
 * `common:catalog`, keyed by the entry's id, with figures formatted for the language.
 */

/** A trust claim's figure, title and description, in the page's language. */
export function trustClaimText(t: TFunction, language: string, claim: TrustClaim) {
  const key = `common:catalog.trust.${claim.id}`;
  return {
    value: claim.value === undefined ? undefined : figure(language, String(claim.value)),
    title: t(`${key}.title`, { defaultValue: claim.title }),
    description: t(`${key}.description`, {
      defaultValue: claim.description,
      foundedYear: site.foundedYear,
    }),
  };
}

/** A credential's name and description, in the page's language (`1.000.000 $` in German). */
export function certificationText(t: TFunction, language: string, certification: Certification) {
  const key = `common:catalog.certifications.${certification.id}`;
  const amount = dollars(language, 1_000_000);
  return {
    name: t(`${key}.title`, { defaultValue: certification.name, amount }),
    description: t(`${key}.description`, { defaultValue: certification.description, amount }),
  };
}
