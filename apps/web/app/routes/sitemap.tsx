import { destinationsFor } from '@travel/catalog/i18n';
import { i18n, pageStrings } from '../i18n.ts';
import { blogPosts } from '../lib/blog.server.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { StaticPart } from '../lib/static-part.tsx';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { SitemapGroups } from '../sections/sitemap/SitemapGroups.tsx';
import { site } from '../site.ts';
import type { Route } from './+types/sitemap';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({
  legal: () => import('@travel/i18n/en/legal.json'),
  blog: () => import('@travel/i18n/en/blog.json'),
});

/** Runs at prerender (the blog is read from disk in Node): only titles and paths reach the page. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    destinations: destinationsFor(catalogLanguage(request)).map((destination) => ({
      path: `/destinations/${destination.slug}`,
      title: destination.name,
      lang: destination.lang,
      fallback: destination.fallback,
    })),
    articles: blogPosts().map((post) => ({ path: `/blog/${post.slug}`, title: post.title })),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: i18n.t('legal:sitemap.metaTitle', { brand: site.brand }),
    description: i18n.t('legal:sitemap.metaDescription', { brand: site.brand }),
    path: '/sitemap',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('legal:home'), path: '/' },
        { name: i18n.t('legal:sitemap.title'), path: '/sitemap' },
      ]),
    ],
  });

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  // The page is static (lib/static-part.tsx): prerendered, never hydrated.
  return (
    <StaticPart id="sitemap">
      {!import.meta.env.ISLANDS && (
        <SitemapGroups destinations={loaderData.destinations} articles={loaderData.articles} />
      )}
    </StaticPart>
  );
}
