import type { Destination } from '@travel/catalog';
import type { DestinationSummary } from './summary.ts';

/**
 * The `@type` of a destination: a TouristTrip that is also a Product, because schema.org
 * defines `aggregateRating` on Product (and Place, Service …) but not on Trip; a single
 * TouristTrip could not carry the rating its card and page show.
 */
const TRIP_TYPE = ['TouristTrip', 'Product'] as const;

/** schema.org AggregateRating from the rating and review count the card and page show. */
function aggregateRatingJsonLd(destination: DestinationSummary) {
  return {
    '@type': 'AggregateRating',
    ratingValue: destination.rating,
    reviewCount: destination.reviewCount,
    bestRating: 5,
    worstRating: 1,
  };
}

/** schema.org Offer at the starting price (the catalog's `priceFromUsd`: 4500 USD). */
function offerJsonLd(origin: string, destination: DestinationSummary) {
  const price = destination.priceFromUsd;
  return {
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      url: `${origin}/destinations/${destination.slug}`,
      offeredBy: { '@id': `${origin}/#agency` },
    },
  };
}

/** schema.org ItemList of the listing: each destination page in order, with its rating. */
export function destinationListJsonLd(origin: string, list: readonly DestinationSummary[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: list.map((destination, index) => {
      const url = `${origin}/destinations/${destination.slug}`;
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: destination.name,
        url,
        item: {
          '@type': TRIP_TYPE,
          '@id': url,
          name: destination.name,
          description: destination.description,
          url,
          aggregateRating: aggregateRatingJsonLd(destination),
          ...offerJsonLd(origin, destination),
        },
      };
    }),
  };
}

/**
 * schema.org TouristTrip of a destination page: its itinerary as a list of stops, its rating
 * and an offer at the starting price.
 */
export function touristTripJsonLd(origin: string, destination: Destination) {
  const url = `${origin}/destinations/${destination.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': TRIP_TYPE,
    '@id': url,
    name: destination.name,
    description: destination.description,
    url,
    touristType: destination.category,
    provider: { '@id': `${origin}/#agency` },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: destination.itinerary.length,
      itemListElement: destination.itinerary.map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: `${stop.days}: ${stop.title}`,
        description: stop.description,
      })),
    },
    aggregateRating: aggregateRatingJsonLd(destination),
    ...offerJsonLd(origin, destination),
  };
}
