import { statistics } from '@travel/catalog';
import { useTranslation } from 'react-i18next';
import { i18n, pageStrings, type PageStringsHandle } from '../i18n.ts';
import type { IntlHandle } from '../lib/warm-intl.ts';
import { pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd, travelAgencyJsonLd } from '../lib/structured-data.ts';
import { AboutHero } from '../sections/about/AboutHero.tsx';
import { BelowTheFold } from '../sections/about/BelowTheFold.tsx';
import { StaticPart } from '../lib/static-part.tsx';
import { site } from '../site.ts';
import type { Route } from './+types/about';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts), and the
// formatters ICU starts for before it hydrates (lib/warm-intl.ts): its description, which React
// Router renders in the browser too, quotes the rating.
export const handle: PageStringsHandle & IntlHandle = {
  ...(await pageStrings({ about: () => import('@travel/i18n/en/about.json') })),
  formats: ['number'],
};

export const meta: Route.MetaFunction = () => {
  const { average, reviewCount } = statistics.rating;
  return pageMeta({
    title: i18n.t('about:meta.title', { brand: site.brand }),
    description: i18n.t('about:meta.description', {
      brand: site.brand,
      year: statistics.servingSince,
      rating: average,
    }),
    path: '/about',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('home'), path: '/' },
        { name: i18n.t('about:breadcrumb'), path: '/about' },
      ]),
      // The agency with its address, hours and phone, as on / and /contact; the hero and the
      // figures band show its rating.
      travelAgencyJsonLd({ rating: { average, reviewCount } }),
    ],
  });
};

/** The page is static (lib/static-part.tsx): prerendered, never hydrated, no code of its own. */
export default function About() {
  useTranslation('about');
  return (
    <StaticPart id="about">
      {!import.meta.env.ISLANDS && (
        <>
          <AboutHero />
          <BelowTheFold />
        </>
      )}
    </StaticPart>
  );
}
