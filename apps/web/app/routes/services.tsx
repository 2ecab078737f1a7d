import { useTranslation } from 'react-i18next';
import { i18n, pageStrings, type PageStringsHandle } from '../i18n.ts';
import type { IntlHandle } from '../lib/warm-intl.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { servicesCatalog } from '../sections/services/catalog.server.ts';
import { ServicesHero } from '../sections/services/ServicesHero.tsx';
import { BelowTheFold } from '../sections/services/BelowTheFold.tsx';
import { StaticPart } from '../lib/static-part.tsx';
import { deferred } from '../lib/deferred.tsx';
import { site } from '../site.ts';
import type { Route } from './+types/services';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts), and the
// formatters ICU starts for before it hydrates (lib/warm-intl.ts): its inquiry form prints budget
// bands.
export const handle: PageStringsHandle & IntlHandle = {
  ...(await pageStrings({ services: () => import('@travel/i18n/en/services.json') })),
  formats: ['number'],
};

/** The inquiry form: an island, hydrated once the rest of the page has (lib/deferred.tsx). */
const InquirySection = deferred(() =>
  import('../sections/services/InquirySection.tsx').then((module) => module.InquirySection),
);

/**
 * Runs at prerender: the services, the steps and the trip styles the sections show reach the
 * browser inside the page, so the catalog modules do not ship with its JavaScript
 * (sections/services/catalog.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return servicesCatalog(catalogLanguage(request));
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: i18n.t('services:meta.title', { brand: site.brand }),
    description: i18n.t('services:meta.description', { brand: site.brand }),
    path: '/services',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('home'), path: '/' },
        { name: i18n.t('services:breadcrumb.services'), path: '/services' },
      ]),
    ],
  });

/**
 * Only the inquiry form at the end hydrates (an island, once the rest has: lib/deferred.tsx);
 * the rest is static (lib/static-part.tsx).
 */
export default function Services({ loaderData }: Route.ComponentProps) {
  useTranslation('services');
  return (
    <>
      <StaticPart id="services">
        {!import.meta.env.ISLANDS && (
          <>
            <ServicesHero />
            <BelowTheFold catalog={loaderData} />
          </>
        )}
      </StaticPart>
      <InquirySection />
    </>
  );
}
