import { useTranslation } from 'react-i18next';
import { i18n, pageStrings } from '../i18n.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { AllServicesHero } from '../sections/services-all/AllServicesHero.tsx';
import { BelowTheFold } from '../sections/services-all/BelowTheFold.tsx';
import { StaticPart } from '../lib/static-part.tsx';
import { allServicesCatalog } from '../sections/services-all/catalog.server.ts';
import { site } from '../site.ts';
import type { Route } from './+types/services-all';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({
  services: () => import('@travel/i18n/en/services.json'),
  experiences: () => import('@travel/i18n/en/experiences.json'),
});

/**
 * Runs at prerender: the vouchers, packages, events, language packs and experiences the sections
 * show reach the browser inside the page, so the catalog modules do not ship with its JavaScript
 * (sections/services-all/catalog.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return allServicesCatalog(catalogLanguage(request));
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: i18n.t('services:meta.allTitle', { brand: site.brand }),
    description: i18n.t('services:meta.allDescription', { brand: site.brand }),
    path: '/services/all',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('home'), path: '/' },
        { name: i18n.t('services:breadcrumb.services'), path: '/services' },
        { name: i18n.t('services:breadcrumb.all'), path: '/services/all' },
      ]),
    ],
  });

/** The page is static (lib/static-part.tsx): prerendered, never hydrated, no code of its own. */
export default function AllServices({ loaderData }: Route.ComponentProps) {
  useTranslation('services');
  return (
    <StaticPart id="services-all">
      {!import.meta.env.ISLANDS && (
        <>
          <AllServicesHero />
          <BelowTheFold catalog={loaderData} />
        </>
      )}
    </StaticPart>
  );
}
