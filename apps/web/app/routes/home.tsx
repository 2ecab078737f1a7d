import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { i18n, pageStrings } from '../i18n.ts';
import { blogPosts } from '../lib/blog-content.server.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { travelAgencyJsonLd } from '../lib/structured-data.ts';
import { toBlogTeasers, type BlogTeaser } from '../sections/home/BlogSection.tsx';
import { homeCatalog, type HomeCatalog } from '../sections/home/catalog.server.ts';
import { HomeHero } from '../sections/home/HomeHero.tsx';
import { deferred } from '../lib/deferred.tsx';
import { site } from '../site.ts';
import type { Route } from './+types/home';
import * as styles from './home.css.ts';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({ home: () => import('@travel/i18n/en/home.json') });

/** Everything after the hero: it hydrates after the rest of the page (lib/deferred.tsx). */
const BelowTheFold = deferred(() =>
  import('../sections/home/BelowTheFold.tsx').then((module) => module.BelowTheFold),
);

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

/** The home page (spec §2 Home): every section, in the spec's order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { catalog } = loaderData;
  return (
    <div className={styles.page}>
      <HomeHero {...catalog} />
      <BelowTheFold catalog={catalog} posts={loaderData.posts} />
    </div>
  );
}
