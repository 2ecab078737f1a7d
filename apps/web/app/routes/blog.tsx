import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { i18n, pageStrings, type PageStringsHandle } from '../i18n.ts';
import type { IntlHandle } from '../lib/warm-intl.ts';
import { statistics } from '@travel/catalog';
import { localizedPath } from '@travel/i18n';
import { blogIndexFor } from '../lib/blog.server.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageLanguage, pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { BlogBrowser } from '../sections/blog/BlogBrowser.tsx';
import { BlogHero } from '../sections/blog/BlogHero.tsx';
import { BlogNewsletter } from '../sections/blog/BlogNewsletter.tsx';
import { blogJsonLd } from '../sections/blog/structured-data.ts';
import { site } from '../site.ts';
import type { Route } from './+types/blog';
import { StaticPart } from '../lib/static-part.tsx';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts), and the
// formatters ICU starts for before it hydrates (lib/warm-intl.ts): its filtered list prints dates
// and read times.
export const handle: PageStringsHandle & IntlHandle = {
  ...(await pageStrings({ blog: () => import('@travel/i18n/en/blog.json') })),
  formats: ['number', 'date'],
};

/**
 * Runs at prerender: the articles without their bodies, newest first, each in the page's language
 * when it is translated (else in English, marked), and the newsletter's figures as numbers, for
 * the page's language to format (`15.000`, `25 %`).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { subscribers, maxDealDiscountPercent } = statistics.newsletter;
  return {
    posts: blogIndexFor(catalogLanguage(request)),
    newsletter: {
      subscribers: Number(subscribers.replace(/\D/g, '')),
      discount: maxDealDiscountPercent,
    },
  };
}

export const links: Route.LinksFunction = () => [
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: i18n.t('blog:meta.rssTitle', { brand: site.brand }),
    href: localizedPath('/blog/rss.xml', pageLanguage()),
  },
];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const title = i18n.t('blog:meta.indexTitle', { brand: site.brand });
  const description = i18n.t('blog:meta.indexDescription', { brand: site.brand });
  return pageMeta({
    title,
    description,
    path: '/blog',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('blog:meta.breadcrumbHome'), path: '/' },
        { name: i18n.t('blog:meta.breadcrumbBlog'), path: '/blog' },
      ]),
      blogJsonLd(loaderData?.posts ?? [], {
        origin: site.origin,
        brand: site.brand,
        name: i18n.t('blog:meta.rssTitle', { brand: site.brand }),
        description,
      }),
    ],
  });
};

// The view is filtered in the page from the query string: changing it reloads nothing.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticPart id="blog-hero">{!import.meta.env.ISLANDS && <BlogHero />}</StaticPart>
      <BlogBrowser posts={loaderData.posts} />
      <BlogNewsletter {...loaderData.newsletter} />
    </>
  );
}
