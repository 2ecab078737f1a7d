import { Container } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse } from 'react-router';
import { languageOfPath, localizedPath } from '@travel/i18n';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { i18n, pageStrings } from '../i18n.ts';
import { ARTICLE_NOT_FOUND_SLUG, loadArticle } from '../lib/blog.server.ts';
import { deferred } from '../lib/deferred.tsx';
import { pageLanguage, pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import * as styles from '../sections/blog/Article.css.ts';
import { ArticleBody } from '../sections/blog/ArticleBody.tsx';
import { ArticleHeader } from '../sections/blog/ArticleHeader.tsx';
import { ArticleNotFound } from '../sections/blog/ArticleNotFound.tsx';
import { ArticleSidebar } from '../sections/blog/ArticleSidebar.tsx';
import { useHydrated } from '../lib/useHydrated.ts';
import { StaticPart } from '../lib/static-part.tsx';
import { categoryKey } from '../sections/blog/posts.ts';
import { blogPostingJsonLd } from '../sections/blog/structured-data.server.ts';
import { socialImagePath } from '../lib/social-image.ts';
import { site } from '../site.ts';
import type { Route } from './+types/blog-post';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({ blog: () => import('@travel/i18n/en/blog.json') });

/**
 * The end of the article (the store's prints, the tags and the share block with its copy,
 * share sheet, pop-ups and toasts) hydrates after the rest of the page (lib/deferred.tsx;
 * issue 17): its code is fetched once the article has hydrated, not before. Until then React
 * keeps its prerendered HTML as it is, its links plain links, and a tap on Copy link is
 * recorded and replayed once it is live (lib/early-input.ts).
 */
const ArticleFooter = deferred(() =>
  import('../sections/blog/ArticleFooter.tsx').then((module) => module.ArticleFooter),
);

/**
 * The ad slot in the article, when the site shows ads: it hydrates later too, as the
 * sidebar's (ArticleSidebar.tsx). Its code is then in none of what an article fetches before
 * it is interactive, and, imported by no page at once, not in `shared` either.
 */
const AdSlot = deferred(() =>
  import('../components/ads/AdSlot.tsx').then((module) => module.AdSlot),
);

/**
 * Runs at prerender, once per article: the body is rendered to HTML here, the article's
 * schema.org BlogPosting built (`meta` embeds it as it is) and its category's dictionary key
 * looked up, so the browser's code carries neither builder nor lookup (issue 17). An unknown
 * slug is a 404 (the ErrorBoundary below shows Article Not Found). The reserved not-found slug
 * is prerendered as that same page, for the server to answer unknown /blog/… addresses with.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.slug === ARTICLE_NOT_FOUND_SLUG) {
    return { article: null, posting: null, categoryKey: null };
  }
  const article = loadArticle(params.slug, languageOfPath(new URL(request.url).pathname));
  if (!article) throw data(null, { status: 404 });
  const { post } = article;
  const posting = {
    ...blogPostingJsonLd(post, {
      origin: site.origin,
      brand: site.brand,
      image: `${site.origin}${socialImagePath(`/blog/${post.slug}`)}`,
    }),
    // The language the article is written in (English on a page of a language it lacks).
    inLanguage: article.lang,
  };
  return { article, posting, categoryKey: categoryKey(post.category) };
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
    href: localizedPath('/blog/rss.xml', pageLanguage()),
  },
];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  // Not found: ArticleNotFound sets its own title and noindex.
  if (!loaderData?.article) return [];
  const { article, posting } = loaderData;
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
      // Written in English only: canonical to the English page, out of the other languages' group.
      languages: article.languages,
      jsonLd: [
        posting,
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
  if (!loaderData.article) return <ArticleNotFound />;
  const { post, html, latest, lang } = loaderData.article;
  const untranslated = lang !== i18n.language;
  const path = `/blog/${post.slug}`;
  return (
    <Container>
      {/* data-hydrated: the page is live from here on (its deferred parts: <html data-hydrated>). */}
      <div className={styles.layout} data-hydrated={hydrated ? 'true' : undefined}>
        <article className={styles.main} aria-labelledby="article-title">
          {/* The article's text is static (lib/static-part.tsx): prerendered, never hydrated. */}
          <StaticPart id="article-text">
            {!import.meta.env.ISLANDS && (
              <>
                {untranslated ? (
                  <p className={styles.notice} role="note" data-article-english="">
                    {t('common:catalog.englishArticleNotice')}
                  </p>
                ) : null}
                <ArticleHeader post={post} categoryKey={loaderData.categoryKey} />
                <ArticleBody html={html} lang={lang} />
              </>
            )}
          </StaticPart>
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
            <ArticleFooter
              tags={post.tags}
              path={path}
              title={post.title}
              description={post.excerpt}
            />
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
