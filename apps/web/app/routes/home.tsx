import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { i18n, pageStrings, type PageStringsHandle } from '../i18n.ts';
import type { IntlHandle } from '../lib/warm-intl.ts';
import { blogPosts } from '../lib/blog-content.server.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { travelAgencyJsonLd } from '../lib/structured-data.ts';
import { BlogSection, toBlogTeasers, type BlogTeaser } from '../sections/home/BlogSection.tsx';
import { homeCatalog, type HomeCatalog } from '../sections/home/catalog.server.ts';
import { DestinationsSection } from '../sections/home/DestinationsSection.tsx';
import { ExperiencesSection } from '../sections/home/ExperiencesSection.tsx';
import { HomeHero } from '../sections/home/HomeHero.tsx';
import { ReviewsSection } from '../sections/home/ReviewsSection.tsx';
import { ServicesSection } from '../sections/home/ServicesSection.tsx';
import { SocialSection } from '../sections/home/SocialSection.tsx';
import { TestimonialsSection } from '../sections/home/TestimonialsSection.tsx';
import { TrustStrip } from '../sections/home/TrustStrip.tsx';
import { deferred } from '../lib/deferred.tsx';
import { StaticPart } from '../lib/static-part.tsx';
import { site } from '../site.ts';
import type { Route } from './+types/home';
import * as styles from './home.css.ts';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts), and the
// formatters ICU starts for before it hydrates (lib/warm-intl.ts): its islands below the fold print
// prices, budget bands and figures.
export const handle: PageStringsHandle & IntlHandle = {
  ...(await pageStrings({ home: () => import('@travel/i18n/en/home.json') })),
  formats: ['number'],
};

/**
 * The islands below the fold: one chunk, fetched and hydrated once the rest of the page has
 * hydrated (lib/deferred.tsx). The bands around them are static parts (lib/static-part.tsx).
 */
const islands = () => import('../sections/home/islands.ts');
const ToolsSection = deferred(() => islands().then((module) => module.ToolsSection));
const ShopSection = deferred(() => islands().then((module) => module.ShopSection));
const NewsletterSection = deferred(() => islands().then((module) => module.NewsletterSection));
const ContactSection = deferred(() => islands().then((module) => module.ContactSection));

export interface HomeLoaderData {
  /** The newest articles, trimmed to what a teaser shows. */
  posts: BlogTeaser[];
  /** The catalog entries the sections show (not the catalog modules: they stay out of the bundle). */
  catalog: HomeCatalog;
}

/**
 * Runs once, at prerender, in Node: the blog is Markdown read from disk. Its result is written
 * into the page, so the browser never loads the articles or the loader.
 */
export function loader({ request }: Route.LoaderArgs): HomeLoaderData {
  return { posts: toBlogTeasers(blogPosts()), catalog: homeCatalog(catalogLanguage(request)) };
}

/**
 * The tools filter writes `?tools=` to the address: the data cannot change with it, so a
 * change of query string on this page fetches nothing.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: i18n.t('meta.homeTitle', { brand: site.brand }),
    description: i18n.t('meta.homeDescription', { brand: site.brand }),
    path: '/',
    // The hero, testimonials and reviews show the agency's rating.
    jsonLd: [travelAgencyJsonLd({ rating: loaderData.catalog.statistics.rating })],
  });

/**
 * The home page (spec §2 Home): every section, in the spec's order. Only the tools filter, the
 * shop's categories, the newsletter and the inquiry form hydrate; the rest is prerendered HTML.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { catalog, posts } = loaderData;
  return (
    <div className={styles.page}>
      <StaticPart id="home-hero">
        {!import.meta.env.ISLANDS && <HomeHero {...catalog} />}
      </StaticPart>
      <StaticPart id="home-offer">
        {!import.meta.env.ISLANDS && (
          <>
            <ServicesSection {...catalog} />
            <DestinationsSection {...catalog} />
          </>
        )}
      </StaticPart>
      <ToolsSection {...catalog} />
      <StaticPart id="home-stories">
        {!import.meta.env.ISLANDS && (
          <>
            <TestimonialsSection {...catalog} />
            {posts.length > 0 ? <BlogSection posts={posts} /> : null}
          </>
        )}
      </StaticPart>
      <ShopSection {...catalog} />
      <StaticPart id="home-experiences">
        {!import.meta.env.ISLANDS && (
          <>
            <ExperiencesSection {...catalog} />
            <ReviewsSection {...catalog} />
          </>
        )}
      </StaticPart>
      <NewsletterSection {...catalog} />
      <StaticPart id="home-trust">
        {!import.meta.env.ISLANDS && (
          <>
            <TrustStrip {...catalog} />
            <SocialSection {...catalog} />
          </>
        )}
      </StaticPart>
      <ContactSection {...catalog} />
    </div>
  );
}
