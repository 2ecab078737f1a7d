import { i18n, pageStrings } from '../i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { StaticPart } from '../lib/static-part.tsx';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { LegalDocument } from '../sections/legal/LegalDocument.tsx';
import { site } from '../site.ts';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({ legal: () => import('@travel/i18n/en/legal.json') });

export const meta = () =>
  pageMeta({
    title: i18n.t('legal:disclaimer.metaTitle', { brand: site.brand }),
    description: i18n.t('legal:disclaimer.metaDescription', { brand: site.brand }),
    path: '/disclaimer',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('legal:home'), path: '/' },
        { name: i18n.t('legal:disclaimer.title'), path: '/disclaimer' },
      ]),
    ],
  });

export default function Disclaimer() {
  // The page is static (lib/static-part.tsx): prerendered, never hydrated.
  return (
    <StaticPart id="legal">
      {!import.meta.env.ISLANDS && <LegalDocument document="disclaimer" />}
    </StaticPart>
  );
}
