import { i18n, pageStrings, type PageStringsHandle } from '../i18n.ts';
import type { IntlHandle } from '../lib/warm-intl.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { destinationSummaries } from '../sections/destinations/catalog.server.ts';
import { CustomTripCta } from '../sections/destinations/CustomTripCta.tsx';
import { DestinationFilters } from '../sections/destinations/DestinationFilters.tsx';
import { DestinationResults } from '../sections/destinations/DestinationResults.tsx';
import { DestinationsHero } from '../sections/destinations/DestinationsHero.tsx';
import { FeaturedDestinations } from '../sections/destinations/FeaturedDestinations.tsx';
import { filterDestinations, showFeatured } from '../sections/destinations/filter.ts';
import { destinationListJsonLd } from '../sections/destinations/structured-data.ts';
import { useDestinationFilters } from '../sections/destinations/useDestinationFilters.ts';
import { site } from '../site.ts';
import type { Route } from './+types/destinations';
import { StaticPart } from '../lib/static-part.tsx';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts), and the
// formatters ICU starts for before it hydrates (lib/warm-intl.ts): its filtered cards print prices,
// trip lengths and group sizes.
export const handle: PageStringsHandle & IntlHandle = {
  ...(await pageStrings({ destinations: () => import('@travel/i18n/en/destinations.json') })),
  formats: ['number'],
};

/**
 * Runs at prerender: the destinations as the listing shows them reach the browser inside the page,
 * so the catalog module does not ship with its JavaScript (sections/destinations/catalog.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { destinations: destinationSummaries(catalogLanguage(request)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: i18n.t('destinations:meta.listTitle', { brand: site.brand }),
    description: i18n.t('destinations:meta.listDescription', { brand: site.brand }),
    path: '/destinations',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('destinations:home'), path: '/' },
        { name: i18n.t('destinations:breadcrumb'), path: '/destinations' },
      ]),
      destinationListJsonLd(site.origin, loaderData?.destinations ?? []),
    ],
  });

/** /destinations: search, category and continent filters, Featured, the grid and a custom-trip call. */
export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { destinations } = loaderData;
  const { filters, setQuery, setCategory, setContinent, reset } = useDestinationFilters();
  const results = filterDestinations(destinations, filters);
  return (
    <>
      <StaticPart id="destinations-hero">
        {!import.meta.env.ISLANDS && <DestinationsHero />}
      </StaticPart>
      <DestinationFilters
        filters={filters}
        onQueryChange={setQuery}
        onCategoryChange={setCategory}
        onContinentChange={setContinent}
        onReset={reset}
      />
      {/* Static, shown while no filter is set: shown again, it is the HTML kept when it went. */}
      {showFeatured(filters) ? (
        <StaticPart id="destinations-featured">
          {!import.meta.env.ISLANDS && (
            <FeaturedDestinations
              destinations={destinations.filter((destination) => destination.featured)}
            />
          )}
        </StaticPart>
      ) : null}
      <DestinationResults filters={filters} results={results} onReset={reset} />
      <StaticPart id="destinations-cta">{!import.meta.env.ISLANDS && <CustomTripCta />}</StaticPart>
    </>
  );
}
