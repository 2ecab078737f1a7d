import { useTranslation } from 'react-i18next';
import { i18n, pageStrings } from '../i18n.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { flightCatalog } from '../sections/flight-booking/catalog.server.ts';
import { FlightBookingSection } from '../sections/flight-booking/FlightBookingSection.tsx';
import { site } from '../site.ts';
import type { Route } from './+types/flight-booking';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({ flight: () => import('@travel/i18n/en/flight.json') });

/**
 * Runs at prerender: the side card's promises reach the browser inside the page, so the catalog
 * module does not ship with its JavaScript (sections/flight-booking/catalog.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return flightCatalog(catalogLanguage(request));
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: i18n.t('flight:meta.title', { brand: site.brand }),
    description: i18n.t('flight:meta.description', { brand: site.brand }),
    path: '/flight-booking',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('flight:meta.breadcrumbHome'), path: '/' },
        { name: i18n.t('flight:meta.breadcrumb'), path: '/flight-booking' },
      ]),
    ],
  });

/** /flight-booking (spec §2): a request for flight options and a personalised quote. */
export default function FlightBooking({ loaderData }: Route.ComponentProps) {
  useTranslation('flight');
  return <FlightBookingSection benefits={loaderData.benefits} />;
}
