import { destinations } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { destinationListJsonLd, touristTripJsonLd } from './structured-data.ts';

const [kenya] = destinations;
if (!kenya) throw new Error('the catalog has no destinations');

describe('touristTripJsonLd', () => {
  it('describes the trip with its type, itinerary and price from the text', () => {
    const trip = touristTripJsonLd('https://example.org', kenya);
    expect(trip).toMatchObject({
      '@type': ['TouristTrip', 'Product'],
      name: kenya.name,
      description: kenya.description,
      touristType: 'Safari',
      url: `https://example.org/destinations/${kenya.slug}`,
      offers: { '@type': 'Offer', price: 4500, priceCurrency: 'USD' },
    });
    expect(trip.itinerary.itemListElement).toHaveLength(kenya.itinerary.length);
    expect(trip.itinerary.itemListElement[0]).toMatchObject({
      position: 1,
      name: 'Day 1: Arrive in Nairobi',
    });
  });

  it('rates the trip with the rating and review count the page shows', () => {
    for (const destination of destinations) {
      expect(touristTripJsonLd('https://example.org', destination).aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: destination.rating,
        reviewCount: destination.reviewCount,
        bestRating: 5,
        worstRating: 1,
      });
    }
  });
});

describe('destinationListJsonLd', () => {
  it('lists every destination page in order, each with its rating', () => {
    const list = destinationListJsonLd('https://example.org', destinations);
    expect(list.itemListElement.map((item) => item.url)).toEqual(
      destinations.map((destination) => `https://example.org/destinations/${destination.slug}`),
    );
    expect(list.itemListElement.map((element) => element.item.aggregateRating)).toEqual(
      destinations.map((destination) =>
        expect.objectContaining({
          ratingValue: destination.rating,
          reviewCount: destination.reviewCount,
        }),
      ),
    );
  });
});
