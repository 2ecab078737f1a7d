import { destinationBySlugFor, destinationsFor } from '@travel/catalog/i18n';
import { data, isRouteErrorResponse } from 'react-router';
import { NotFound } from '../components/NotFound.tsx';
import { i18n, pageStrings } from '../i18n.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { dollars, placeList } from '../lib/locale-format.ts';
import { pageMeta } from '../lib/meta.ts';
import { StaticPart } from '../lib/static-part.tsx';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { DestinationDetailHero } from '../sections/destinations/DestinationDetailHero.tsx';
import { DestinationDetails } from '../sections/destinations/DestinationDetails.tsx';
import {
  DESTINATION_NOT_FOUND_SLUG,
  relatedDestinations,
} from '../sections/destinations/filter.ts';
import { RelatedDestinations } from '../sections/destinations/RelatedDestinations.tsx';
import { touristTripJsonLd } from '../sections/destinations/structured-data.ts';
import { site } from '../site.ts';
import type { Route } from './+types/destination';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({
  destinations: () => import('@travel/i18n/en/destinations.json'),
});

/**
 * Runs at prerender, once per catalog slug (app/prerender.ts). An unknown slug is a 404: the
 * root ErrorBoundary shows the not-found page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.slug === DESTINATION_NOT_FOUND_SLUG)
    return { destination: null, related: [], price: '' };
  const lang = catalogLanguage(request);
  const destination =
    params.slug === undefined ? undefined : destinationBySlugFor(params.slug, lang);
  if (!destination) throw data(null, { status: 404 });
  return {
    destination,
    related: relatedDestinations(destination, destinationsFor(lang)),
    // The price the description quotes, formatted here: the browser, which renders the
    // description too, then starts no ICU for it (lib/warm-intl.ts).
    price: dollars(lang, destination.priceFromUsd),
  };
}

/**
 * In the browser, the prerendered data as usual. An unknown slug's address is answered by the
 * server with the site's not-found page, whose data holds nothing for this route: React Router
 * then reports a missing result, which here means "no such destination".
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (
      !isRouteErrorResponse(error) &&
      error instanceof Error &&
      error.message.startsWith('No result found')
    ) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

/**
 * Shown while hydrating without this route's data, which happens only when the server answered an
 * unknown slug with the site-wide not-found page: rendering that same page keeps the body the same
 * until the client loader reports the 404 and the root ErrorBoundary takes over.
 */
export function HydrateFallback() {
  return <NotFound />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  // Not found: the NotFound page sets its own title and noindex.
  if (!loaderData?.destination) return [];
  const { destination, price } = loaderData;
  const path = `/destinations/${destination.slug}`;
  return pageMeta({
    title: i18n.t('destinations:meta.detailTitle', {
      name: destination.name,
      location: placeList(i18n.language, destination.location),
      brand: site.brand,
    }),
    description: i18n.t('destinations:meta.detailDescription', {
      description: destination.description,
      // Formatted for the page's language (`Desde 4500 US$`), as the page shows it.
      price: i18n.t('common:fromPrice', { price }),
      brand: site.brand,
    }),
    path,
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('destinations:home'), path: '/' },
        { name: i18n.t('destinations:breadcrumb'), path: '/destinations' },
        { name: destination.name, path },
      ]),
      touristTripJsonLd(site.origin, destination),
    ],
  });
};

/** /destinations/{slug}: one trip in full, its facts, the call to plan it and related trips. */
export default function DestinationPage({ loaderData }: Route.ComponentProps) {
  const { destination, related } = loaderData;
  if (!destination) return <NotFound />;
  // The page is static (lib/static-part.tsx): prerendered, never hydrated.
  return (
    <StaticPart id="destination">
      {!import.meta.env.ISLANDS && (
        <>
          <DestinationDetailHero destination={destination} />
          <DestinationDetails destination={destination} />
          <RelatedDestinations destinations={related} />
        </>
      )}
    </StaticPart>
  );
}
