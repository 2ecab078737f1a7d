import { SCHEMA_ORG_DAY_NAMES } from '@travel/catalog';
import { site } from '../site.ts';

/** The agency's rating as the page shows it: average of 5 and the number of reviews. */
export interface AgencyRating {
  average: number;
  reviewCount: number;
}

/**
 * schema.org TravelAgency: the agency with its address, hours (from `SITE_HOURS`) and phone,
 * and its `rating` on pages that show it, so the structured data never claims a rating the
 * visitor cannot see.
 */
export function travelAgencyJsonLd({ rating }: { rating?: AgencyRating } = {}) {
  const { office } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${site.origin}/#agency`,
    name: site.brand,
    legalName: site.legalEntity.name,
    url: site.origin,
    image: `${site.origin}/social-card.png`,
    telephone: site.phoneHref,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.street,
      addressLocality: office.city,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.country,
    },
    openingHoursSpecification: site.hours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => SCHEMA_ORG_DAY_NAMES[day]),
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: Object.values(site.social),
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** schema.org BreadcrumbList from (name, path) pairs, home first. */
export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${site.origin}${item.path}`,
    })),
  };
}
