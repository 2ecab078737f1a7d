import { Container } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse } from 'react-router';
import { AdSlot } from '../components/ads/AdSlot.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { i18n, pageStrings } from '../i18n.ts';
import { ARTICLE_NOT_FOUND_SLUG, loadArticle } from '../lib/blog.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import * as styles from '../sections/blog/Article.css.ts';
import { ArticleBody } from '../sections/blog/ArticleBody.tsx';
import { ArticleHeader } from '../sections/blog/ArticleHeader.tsx';
import { ArticleNotFound } from '../sections/blog/ArticleNotFound.tsx';
import { ArticleShare } from '../sections/blog/ArticleShare.tsx';
import { ArticleSidebar } from '../sections/blog/ArticleSidebar.tsx';
import { ArticleTags } from '../sections/blog/ArticleTags.tsx';
import { useHydrated } from '../lib/useHydrated.ts';
import { ProductPromo } from '../sections/blog/ProductPromo.tsx';
import { blogPostingJsonLd } from '../sections/blog/structuredData.ts';
import { socialImagePath } from '../lib/social-image.ts';
import { site } from '../site.ts';
import type { Route } from './+types/blog-post';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({ blog: () => import('@travel/i18n/en/blog.json') });

/**
 * Runs at prerender, once per article: the body is rendered to HTML here. An unknown slug is
 * a 404 (the ErrorBoundary below shows Article Not Found). The reserved not-found slug is
 * prerendered as that same page, for the server to answer unknown /blog/… addresses with.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (params.slug === ARTICLE_NOT_FOUND_SLUG) return { article: null };
  const article = loadArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

/**
 * In the browser, the prerendered data as usual; but an unknown slug's address is answered
 * with another prerendered page (the site's not-found page), whose data holds nothing for
 * this route: React Router then reports a missing result, which here means "no such article".
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

export const links: Route.LinksFunction = () => [
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: i18n.t('blog:meta.rssTitle', { brand: site.brand }),
    href: '/blog/rss.xml',
  },
];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const article = loaderData?.article;
  // Not found: ArticleNotFound sets its own title and noindex.
  if (!article) return [];
  const { post } = article;
  const path = `/blog/${post.slug}`;
  const image = `${site.origin}${socialImagePath(path)}`;
  return [
    ...pageMeta({
      title: i18n.t('blog:meta.postTitle', { title: post.title, brand: site.brand }),
      description: post.excerpt,
      path,
      type: 'article',
      image,
      jsonLd: [
        blogPostingJsonLd(post, { origin: site.origin, brand: site.brand, image }),
        breadcrumbJsonLd([
          { name: i18n.t('blog:meta.breadcrumbHome'), path: '/' },
          { name: i18n.t('blog:meta.breadcrumbBlog'), path: '/blog' },
          { name: post.title, path },
        ]),
      ],
    }),
    { property: 'article:published_time', content: post.date },
    { property: 'article:author', content: post.author },
    { property: 'article:section', content: post.category },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('blog');
  const hydrated = useHydrated();
  const { article } = loaderData;
  if (!article) return <ArticleNotFound />;
  const { post, html, latest } = article;
  const path = `/blog/${post.slug}`;
  return (
    <Container>
      {/* data-hydrated: the forms and share buttons work from here on (browser tests wait for it). */}
      <div className={styles.layout} data-hydrated={hydrated ? 'true' : undefined}>
        <article className={styles.main} aria-labelledby="article-title">
          <ArticleHeader post={post} />
          <ArticleBody html={html} />
          {/* Without an ad client there is no slot, and no empty box where an ad would go. */}
          {site.ads.clientId && site.ads.inlineSlot ? (
            <AdSlot
              label={t('post.advertisement')}
              variant="inline"
              clientId={site.ads.clientId}
              slotId={site.ads.inlineSlot}
            />
          ) : null}
          <footer className={styles.footer}>
            <ProductPromo />
            <ArticleTags tags={post.tags} />
            <ArticleShare path={path} title={post.title} description={post.excerpt} />
          </footer>
        </article>
        <ArticleSidebar latest={latest} />
      </div>
    </Container>
  );
}

/** Unknown slug: Article Not Found (spec §2, §8); any other failure, the general error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ArticleNotFound />;
  return <ErrorPage error={error} />;
}
