/**
 * The catalog against the spec's §9 constants and counts. A failing test here means the data
 * drifted from the figures the site promises; change the spec first, then the data.
 */
import { describe, expect, it } from 'vitest';
import * as catalog from '../index.ts';
import { formatUsd, parseUsd } from '../money.ts';
import {
  DESTINATION_CATEGORY_FILTERS,
  DESTINATION_CONTINENT_FILTERS,
  QUIZ_OPTION_IDS,
  SLUG_PATTERN,
} from '../vocabulary.ts';
import type { QuizAnswers } from '../schemas.ts';
import { currentSiteConfig } from '../current.ts';
import { defaultSiteConfig } from '../site.ts';
import { SCENES } from '../vocabulary.ts';
import { affiliateCategories, affiliateSearchUrl } from './affiliate-shop.ts';
import { recommendedApps } from './apps.ts';
import { destinationBySlug, destinations, featuredDestinations } from './destinations.ts';
import { homeDestinations } from './home-destinations.ts';
import { eventTypes } from './event-planning.ts';
import { experiencePriceTeasers, experienceTypes, featuredExperiences } from './experiences.ts';
import { destinationFaqGroups, faqCategories } from './faq.ts';
import { giftVouchers } from './gift-vouchers.ts';
import {
  LANGUAGE_BUNDLE_MAX_DISCOUNT_PERCENT,
  languageBundles,
  languagePacks,
} from './language-assistance.ts';
import { mysteryPackages } from './mystery-travel.ts';
import { planningProcess } from './process.ts';
import {
  fallbackRecommendation,
  quizQuestions,
  quizRecommendations,
  recommendationFor,
  recommendationKey,
} from './quiz.ts';
import { reviews } from './reviews.ts';
import { serviceCards } from './services.ts';
import {
  SHOP_FREE_SHIPPING_THRESHOLD,
  inPriceRange,
  shopCategories,
  shopProductUrl,
  shopProducts,
} from './shop.ts';
import { socialStats, socialVideos } from './social.ts';
import { SHOP_CARD_MAX_TAGS } from '../vocabulary.ts';
import { testimonialStats, testimonials } from './testimonials.ts';
import { TOOL_FILTERS, tools, toolsInCategory } from './tools.ts';
import { beforeYouGoTips, homeSafetyTips, whileTravelingTips } from './travel-tips.ts';
import { certifications, statistics, trustClaims } from './trust.ts';

const prices = (texts: readonly string[]) => texts.map((text) => parseUsd(text) ?? Number.NaN);

describe('services and process', () => {
  it('has the five service cards in order', () => {
    expect(serviceCards.map((card) => card.title)).toEqual([
      'E-Visa Processing',
      'Travel Consultation',
      'Competitive Airfare Tickets',
      'Umrah Visits',
      'Group Travel to Umrah',
    ]);
    expect(serviceCards[0]!.icon).toBe('FileCheck');
  });

  it('has the four planning steps in order', () => {
    expect(planningProcess.map((step) => [step.step, step.title])).toEqual([
      [1, 'Discovery Call'],
      [2, 'Custom Planning'],
      [3, 'Refinement'],
      [4, 'Travel & Support'],
    ]);
  });
});

describe('destinations', () => {
  it('has the eight home destinations in order', () => {
    expect(homeDestinations.map((destination) => destination.name)).toEqual([
      'Greece',
      'Japan',
      'Patagonia',
      'France',
      'Africa',
      'Iceland',
      'Indonesia',
      'Peru',
    ]);
  });

  it('has the six listing destinations with the spec slugs', () => {
    expect(destinations.map((destination) => destination.slug)).toEqual([
      'kenya-safari-masai-mara',
      'santorini-honeymoon-greece',
      'dubai-luxury-uae',
      'japan-cultural-tour',
      'patagonia-adventure-chile',
      'tuscany-wine-italy',
    ]);
  });

  it('prices from $2,400 to $4,500 and rates 4.7 to 4.9', () => {
    const amounts = prices(destinations.map((destination) => destination.price));
    expect(Math.min(...amounts)).toBe(2400);
    expect(Math.max(...amounts)).toBe(4500);
    for (const { rating, reviewCount } of destinations) {
      expect(rating).toBeGreaterThanOrEqual(4.7);
      expect(rating).toBeLessThanOrEqual(4.9);
      expect(reviewCount).toBeGreaterThan(0);
    }
  });

  it('features Kenya and Santorini only', () => {
    expect(featuredDestinations.map((destination) => destination.slug)).toEqual([
      'kenya-safari-masai-mara',
      'santorini-honeymoon-greece',
    ]);
  });

  it('offers the category and continent filters with All first, each used by a destination', () => {
    expect(DESTINATION_CATEGORY_FILTERS).toEqual([
      'All',
      'Safari',
      'Honeymoon',
      'Luxury',
      'Cultural',
      'Adventure',
      'Wine & Food',
    ]);
    expect(DESTINATION_CONTINENT_FILTERS).toEqual([
      'All',
      'Africa',
      'Asia',
      'Europe',
      'South America',
    ]);
    const categories = new Set(destinations.map((destination) => destination.category));
    const continents = new Set(destinations.map((destination) => destination.continent));
    expect([...categories].sort()).toEqual(DESTINATION_CATEGORY_FILTERS.slice(1).sort());
    expect([...continents].sort()).toEqual(DESTINATION_CONTINENT_FILTERS.slice(1).sort());
  });

  it('carries a detail page: two or three overview paragraphs and an itinerary', () => {
    for (const destination of destinations) {
      expect(destination.overview.length).toBeGreaterThanOrEqual(2);
      expect(destination.overview.length).toBeLessThanOrEqual(3);
      expect(destination.itinerary.length).toBeGreaterThanOrEqual(3);
      expect(destination.itinerary[0]!.days).toMatch(/^Days? 1\b/);
    }
  });

  it('finds a destination by slug', () => {
    expect(destinationBySlug('tuscany-wine-italy')?.name).toBe('Tuscany Wine & Food Tour');
    expect(destinationBySlug('atlantis')).toBeUndefined();
  });
});

describe('slugs and ids', () => {
  it('are URL-safe and unique', () => {
    const slugs = destinations.map((destination) => destination.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(SLUG_PATTERN);
      expect(encodeURIComponent(slug)).toBe(slug);
    }
  });

  it('are unique within every list', () => {
    const lists: Record<string, readonly { id: string | number }[]> = {
      homeDestinations,
      destinations,
      serviceCards,
      testimonials,
      reviews,
      tools,
      affiliateCategories,
      experienceTypes,
      experiencePriceTeasers,
      featuredExperiences,
      socialVideos,
      giftVouchers,
      mysteryPackages,
      eventTypes,
      languagePacks,
      languageBundles,
      certifications,
      trustClaims,
      planningProcess,
      faqCategories,
      destinationFaqGroups,
      shopCategories,
      shopProducts,
      quizQuestions,
      recommendedApps,
      beforeYouGoTips,
      whileTravelingTips,
      homeSafetyTips,
    };
    for (const [name, list] of Object.entries(lists)) {
      const ids = list.map((entry) => entry.id);
      expect(new Set(ids).size, name).toBe(ids.length);
      for (const id of ids) if (typeof id === 'string') expect(id, name).toMatch(SLUG_PATTERN);
    }
  });
});

describe('social proof', () => {
  it('has six verified testimonials and the summary stats', () => {
    expect(testimonials).toHaveLength(6);
    expect(testimonials.every((testimonial) => testimonial.verified)).toBe(true);
    expect(testimonialStats.map((stat) => stat.value)).toEqual(['4.9/5', '1000+', '98%']);
  });

  it('has six verified reviews rated 1 to 5', () => {
    expect(reviews).toHaveLength(6);
    for (const review of reviews) {
      expect(Number.isInteger(review.rating)).toBe(true);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.verified).toBe(true);
    }
  });

  it('has the statistics of §9', () => {
    expect(statistics.rating).toEqual({ average: 4.9, outOf: 5, reviewCount: 247 });
    expect(statistics.happyTravelers).toBe('1000+');
    expect(statistics.wouldRecommendPercent).toBe(98);
    expect(statistics.countries).toBe('75+');
    // §1 "5+ years … serving since 2020": the years are counted from the founding year to the
    // build, so the claim stays true as time passes.
    expect(statistics.servingSince).toBe(currentSiteConfig.foundedYear);
    expect(statistics.yearsInBusiness).toBe(
      `${currentSiteConfig.buildYear - currentSiteConfig.foundedYear}+`,
    );
    // The same figures as numbers, for the pages to format (`1.000+` in German).
    expect(statistics.happyTravelersAtLeast).toBe(1000);
    expect(statistics.countriesAtLeast).toBe(75);
    expect(`${statistics.yearsInBusinessAtLeast}+`).toBe(statistics.yearsInBusiness);
    // A claim's figure is its value as a number, where the value is one.
    for (const claim of trustClaims)
      if (claim.figure)
        expect(
          `${claim.figure.value}${claim.figure.unit === 'hour' ? 'h' : ''}${claim.figure.atLeast ? '+' : ''}`,
          claim.id,
        ).toBe(claim.value);
    expect(trustClaims.find((claim) => claim.id === 'support')?.figure).toBeUndefined();
    expect(statistics.newsletter).toEqual({
      frequency: 'monthly',
      subscribers: '15,000+',
      maxDealDiscountPercent: 25,
      welcomeBonus: 'Free trip planning checklist',
    });
  });

  it('has four social video cards and the social stats', () => {
    expect(socialVideos).toHaveLength(4);
    expect(new Set(socialVideos.map((video) => video.platform))).toEqual(
      new Set(['Instagram', 'TikTok']),
    );
    expect(socialStats.map((stat) => stat.value)).toEqual(['25K+', '45K+', '75+']);
  });

  it('links the video cards to the configured profiles', () => {
    for (const video of socialVideos) {
      const network = video.platform === 'Instagram' ? 'instagram' : 'tiktok';
      expect(video.link).toBe(currentSiteConfig.social[network]);
    }
  });
});

describe('trust', () => {
  it('lists the eight certifications', () => {
    expect(certifications.map((certification) => certification.id)).toEqual([
      'arc',
      'iata',
      'asta',
      'clia',
      'state-licensed',
      'bonded-insured',
      'bbb',
      'liability-insurance',
    ]);
    expect(certifications.find((certification) => certification.id === 'clia')?.name).toBe(
      'CLIA Premier Agency',
    );
    expect(certifications.find((certification) => certification.id === 'bbb')?.name).toContain(
      'A+',
    );
    expect(
      certifications.find((certification) => certification.id === 'liability-insurance')?.name,
    ).toContain('$1M');
  });

  it('makes the promised claims', () => {
    const byId = Object.fromEntries(trustClaims.map((claim) => [claim.id, claim]));
    expect(byId.experience?.value).toBe(statistics.yearsInBusiness);
    expect(byId.experience?.description).toBe(
      `Serving travelers from our ${currentSiteConfig.office.city} office since ${currentSiteConfig.foundedYear}.`,
    );
    expect(byId['happy-travelers']?.value).toBe('1000+');
    expect(byId.support?.value).toBe('24/7');
    expect(byId.countries?.value).toBe('75+');
    expect(byId.reply?.title).toContain('24 hours');
    expect(byId['best-price']?.description).toContain('match or beat');
    expect(byId.perks).toBeDefined();
    expect(byId.protected).toBeDefined();
  });
});

describe('tools', () => {
  it('has the 20 tools with the spec ids, in order', () => {
    expect(tools.map((tool) => tool.id)).toEqual([
      'currency',
      'weather',
      'time',
      'flights',
      'visa',
      'safety',
      'translate',
      'packing',
      'baggage',
      'insurance',
      'accommodation',
      'rental',
      'wifi',
      'restaurants',
      'navigation',
      'emergency',
      'health',
      'photography',
      'compass',
      'budget-calc',
    ]);
    expect(tools.find((tool) => tool.id === 'currency')?.link).toMatch(/^https:\/\/www\.xe\.com\//);
  });

  it('spreads them over exactly ten categories with eleven filter buttons', () => {
    expect(TOOL_FILTERS).toEqual([
      'All',
      'Planning',
      'Financial',
      'Travel',
      'Documentation',
      'Safety',
      'Communication',
      'Food',
      'Navigation',
      'Health',
      'Culture',
    ]);
    expect(new Set(tools.map((tool) => tool.category)).size).toBe(10);
    expect(toolsInCategory('All')).toHaveLength(20);
    const perCategory = TOOL_FILTERS.slice(1).map(
      (filter) => toolsInCategory(filter as Exclude<typeof filter, 'All'>).length,
    );
    expect(perCategory.every((count) => count > 0)).toBe(true);
    expect(perCategory.reduce((sum, count) => sum + count, 0)).toBe(20);
  });

  it('links each tool to a distinct https page', () => {
    const links = tools.map((tool) => tool.link);
    expect(new Set(links).size).toBe(20);
  });

  it('recommends six apps, one per purpose', () => {
    expect(recommendedApps.map((app) => app.purpose)).toEqual([
      'translation',
      'offline maps',
      'trip organizer',
      'messaging',
      'currency',
      'ride-hailing',
    ]);
  });

  it('has the tip lists', () => {
    expect(beforeYouGoTips.length).toBeGreaterThanOrEqual(4);
    expect(whileTravelingTips.length).toBeGreaterThanOrEqual(4);
    expect(homeSafetyTips).toHaveLength(3);
  });
});

describe('affiliate shop', () => {
  it('has four categories of two items', () => {
    expect(affiliateCategories).toHaveLength(4);
    expect(affiliateCategories.every((category) => category.items.length === 2)).toBe(true);
  });

  it('builds the retailer search link with the encoded term and the tag', () => {
    expect(affiliateSearchUrl('packing cubes & more', defaultSiteConfig)).toBe(
      'https://www.amazon.com/s?k=packing%20cubes%20%26%20more&tag=northstarvoy-20',
    );
    const other = {
      affiliate: { retailer: 'Amazon', searchUrl: 'https://www.amazon.ca/s', tag: 'other-21' },
    };
    expect(affiliateSearchUrl('sleep mask', other)).toBe(
      'https://www.amazon.ca/s?k=sleep%20mask&tag=other-21',
    );
  });
});

describe('experiences', () => {
  it('has the five types with the §9 durations and group sizes', () => {
    expect(experienceTypes.map((type) => [type.id, type.duration, type.groupSize])).toEqual([
      ['ancestry', '7-14 days', '2-8 people'],
      ['mission', '1-4 weeks', '8-25 people'],
      ['photography', '5-10 days', '6-12 people'],
      ['culinary', '7-12 days', '8-16 people'],
      ['adventure', '5-14 days', '4-12 people'],
    ]);
  });

  it('has the three price teasers', () => {
    expect(experiencePriceTeasers.map((teaser) => [teaser.id, teaser.startingPrice])).toEqual([
      ['ancestral', '$2,499'],
      ['purpose-driven', '$1,599'],
      ['creative', '$1,899'],
    ]);
  });

  it('prices featured experiences from $1,599 to $3,299', () => {
    const amounts = prices(featuredExperiences.map((experience) => experience.price));
    expect(Math.min(...amounts)).toBe(1599);
    expect(Math.max(...amounts)).toBe(3299);
  });
});

describe('services on /services/all', () => {
  it('has the gift vouchers of §9', () => {
    expect(giftVouchers.map((voucher) => [voucher.title, voucher.amounts])).toEqual([
      ['Romantic Getaway', [500, 1000, 2500, 5000]],
      ['Birthday Adventure', [300, 750, 1500, 3000]],
      ['Family Experience', [1000, 2500, 5000, 10000]],
      ['Corporate Rewards', [500, 1500, 3000, 7500]],
    ]);
    const romantic = giftVouchers[0]!.features.join(' ');
    expect(romantic).toContain('2 years');
    expect(romantic).toMatch(/transferable/i);
  });

  it('has the mystery packages of §9', () => {
    expect(
      mysteryPackages.map((pack) => [pack.title, pack.duration, pack.priceRange, pack.reveal]),
    ).toEqual([
      ['Weekend Mystery', '2-3 days', '$299-599', '48 hours before departure'],
      ['International Adventure', '5-7 days', '$899-1,899', '1 week before departure'],
      ['Luxury Mystery', '7-10 days', '$2,499-4,999', '2 weeks before departure'],
    ]);
    for (const pack of mysteryPackages) {
      const [from, to] = pack.priceRange.slice(1).split('-');
      expect(Number(from!.replaceAll(',', ''))).toBe(pack.priceFrom);
      expect(Number(to!.replaceAll(',', ''))).toBe(pack.priceTo);
    }
  });

  it('has event types', () => {
    expect(eventTypes.length).toBeGreaterThanOrEqual(3);
  });

  it('prices the language packs and bundles as §9', () => {
    expect(languagePacks.map((pack) => [pack.language, pack.price])).toEqual([
      ['French', 29],
      ['Spanish', 29],
      ['Italian', 29],
      ['German', 29],
      ['Portuguese', 29],
      ['Japanese', 39],
    ]);
    expect(languagePacks.filter((pack) => pack.popular).map((pack) => pack.language)).toEqual([
      'French',
      'Spanish',
      'Japanese',
    ]);
    expect(languageBundles.map((bundle) => [bundle.title, bundle.price, bundle.savings])).toEqual([
      ['European Bundle', 69, 47],
      ['Romance Languages', 69, 47],
      ['Popular Pack', 59, 38],
    ]);
    expect(LANGUAGE_BUNDLE_MAX_DISCOUNT_PERCENT).toBe(40);
  });
});

describe('FAQ', () => {
  it('has four categories of four to six questions', () => {
    expect(faqCategories.map((category) => category.id)).toEqual([
      'general',
      'planning',
      'destinations',
      'booking',
    ]);
    for (const category of faqCategories) {
      expect(category.faqs.length).toBeGreaterThanOrEqual(4);
      expect(category.faqs.length).toBeLessThanOrEqual(6);
    }
    expect(destinationFaqGroups.map((group) => group.destination)).toEqual([
      'Kenya Safari',
      'Greece Islands',
    ]);
  });

  it('answers with the §9 figures', () => {
    const answers = faqCategories
      .flatMap((category) => category.faqs.map((faq) => faq.answer))
      .join('\n');
    for (const figure of [
      '2-3 months',
      '4-6 months',
      '6 or more',
      '$2,000 per person',
      '$15,000+',
      'bank transfer',
      'PayPal',
    ]) {
      expect(answers).toContain(figure);
    }
    expect(answers).toMatch(/credit and debit cards/);
  });

  it('states one place, one set of hours and one traveler count (README: contradictions)', () => {
    const based = faqCategories[0]?.faqs.find((faq) => faq.question === 'Where are you based?');
    expect(based?.answer).toContain(`downtown ${currentSiteConfig.office.city}`);
    expect(based?.answer).toContain(`registered in ${currentSiteConfig.legalEntity.state}`);
    const answers = faqCategories
      .flatMap((category) => category.faqs.map((faq) => faq.answer))
      .join('\n');
    expect(answers).not.toMatch(/5000\+|by appointment/i);
    expect(answers).toContain(statistics.happyTravelers);
  });
});

describe('placeholders in catalog prose', () => {
  const everyString = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null && !('~standard' in value)
        ? Object.values(value).flatMap(everyString)
        : [];

  it('are all filled from the site configuration', () => {
    expect(everyString(catalog).filter((text) => text.includes('{{'))).toEqual([]);
  });
});

describe('shop', () => {
  it('has the six categories', () => {
    expect(shopCategories.map((category) => category.id)).toEqual([
      'apparel',
      'accessories',
      'prints',
      'stationery',
      'tech',
      'gifts',
    ]);
  });

  it('lists twelve apparel products at $24.99 without reviews', () => {
    expect(shopProducts).toHaveLength(12);
    for (const product of shopProducts) {
      expect(product.category).toBe('apparel');
      expect(product.price).toBe('$24.99');
      expect(product.reviews).toBe(0);
      expect(product.tags.length).toBeGreaterThanOrEqual(3);
      expect(product.tags.length).toBeLessThanOrEqual(4);
      expect(product.etsyUrl.startsWith(`${defaultSiteConfig.marketplaceShopUrl}?`)).toBe(true);
      expect(inPriceRange(product, '20to30')).toBe(true);
    }
    expect(shopProducts.some((product) => product.featured)).toBe(true);
    expect(SHOP_FREE_SHIPPING_THRESHOLD).toBe(35);
    expect(SHOP_CARD_MAX_TAGS).toBe(2);
  });

  it('rebases product links on the configured shop', () => {
    expect(
      shopProductUrl(
        { title: 'Paris Café Tee' },
        { marketplaceShopUrl: 'https://www.etsy.com/shop/Other' },
      ),
    ).toBe('https://www.etsy.com/shop/Other?search_query=Paris%20Caf%C3%A9%20Tee');
  });

  it('applies the price ranges at their edges', () => {
    expect(inPriceRange({ price: '$19.99' }, 'under20')).toBe(true);
    expect(inPriceRange({ price: '$20.00' }, 'under20')).toBe(false);
    expect(inPriceRange({ price: '$30.00' }, '20to30')).toBe(true);
    expect(inPriceRange({ price: '$30.01' }, 'over30')).toBe(true);
  });
});

describe('quiz', () => {
  it('asks four questions with the §9 option ids', () => {
    expect(
      quizQuestions.map((question) => [question.id, question.options.map((option) => option.id)]),
    ).toEqual([
      ['vibe', ['adventure', 'relaxation', 'culture', 'culinary']],
      ['length', ['weekend', 'week', 'twoweeks', 'month']],
      ['budget', ['budget', 'mid', 'luxury', 'unlimited']],
      ['companions', ['solo', 'couple', 'family', 'friends']],
    ]);
    expect(quizQuestions[2]!.options.map((option) => option.label)).toEqual([
      'Under $1,500',
      '$1,500-$5,000',
      '$5,000-$15,000',
      '$15,000+',
    ]);
    expect(Object.keys(QUIZ_OPTION_IDS)).toEqual(quizQuestions.map((question) => question.id));
  });

  it('keys the known recommendations', () => {
    expect(
      quizRecommendations.map((recommendation) => [
        recommendation.key,
        recommendation.destination,
        recommendation.price,
      ]),
    ).toEqual([
      ['adventure-weekend-budget-solo', 'Colorado Mountain Adventure', '$899'],
      ['relaxation-week-mid-couple', 'Tuscany Wellness Retreat', '$3,499'],
      ['culture-twoweeks-luxury-family', 'Heritage Tour of Japan', '$12,999'],
    ]);
  });

  it('recommends by the hyphen-joined answers, with the custom fallback', () => {
    const answers: QuizAnswers = {
      vibe: 'relaxation',
      length: 'week',
      budget: 'mid',
      companions: 'couple',
    };
    expect(recommendationKey(answers)).toBe('relaxation-week-mid-couple');
    expect(recommendationFor(answers).destination).toBe('Tuscany Wellness Retreat');
    expect(
      recommendationFor({
        vibe: 'adventure',
        length: 'weekend',
        budget: 'budget',
        companions: 'solo',
      }).price,
    ).toBe('$899');
    expect(
      recommendationFor({
        vibe: 'culture',
        length: 'twoweeks',
        budget: 'luxury',
        companions: 'family',
      }).price,
    ).toBe('$12,999');
    const other = recommendationFor({
      vibe: 'culinary',
      length: 'month',
      budget: 'unlimited',
      companions: 'friends',
    });
    expect(other).toBe(fallbackRecommendation);
    expect(other.destination).toBe('Customized Dream Vacation');
    expect(other.price).toBe('Custom pricing');
    expect(other.description).toContain('24 hours');
  });
});

describe('the catalog as a whole', () => {
  const text = JSON.stringify(catalog);

  it('settles the contradictions one way', () => {
    expect(text).not.toContain('5000+');
    expect(text).not.toMatch(/by appointment/i);
  });

  it('only names known scenes', () => {
    for (const [, scene] of text.matchAll(/"scene":"([^"]+)"/g)) {
      expect(SCENES).toContain(scene);
    }
  });

  it('formats and parses dollars', () => {
    expect(formatUsd(1000)).toBe('$1,000');
    expect(formatUsd(24.99)).toBe('$24.99');
    expect(parseUsd('From $3,200')).toBe(3200);
    expect(parseUsd('$24.99')).toBe(24.99);
    expect(parseUsd('Custom pricing')).toBeUndefined();
  });
});
