/**
 * What the blog's routes load while prerendering: the articles from `@travel/catalog/blog`
 * (Node-only, it reads the file system), with each body rendered to HTML here, once.
 */
import { blogInfographicPath, type BlogPost } from '@travel/catalog/blog';
import { DEFAULT_LANGUAGE, type LanguageCode, localizedPath } from '@travel/i18n';
import { RESERVED_PATHS } from '@travel/schemas';
import { buttonClassName } from '@travel/ui';
import { readFileSync } from 'node:fs';
import { i18n } from '../i18n.ts';
import type { CatalogLanguage } from '@travel/catalog/i18n';
import {
  articleLanguages,
  blogContentDir,
  blogPosts,
  blogPostsFor,
} from './blog-content.server.ts';
import type { BlogPostSummary } from './blog-summary.ts';
import { markdownClasses, renderMarkdown } from './markdown.server.ts';

/**
 * Slug whose page is the Article Not Found design, prerendered so the server can answer it
 * (with status 404) for any unknown `/blog/…` address. Catalog slugs never hold `_`.
 */
export const ARTICLE_NOT_FOUND_SLUG = RESERVED_PATHS.sectionNotFoundSlug;

export { articleLanguages, blogContentDir, blogPosts, blogPostsFor };

/**
 * The blog index of a language, newest first: each article in that language when it is
 * translated, else its English original, marked `lang: 'en'` so that its card shows it
 * `lang="en" dir="ltr"` (issue 27: articles stay English originals unless translated; the
 * article's own page says so).
 */
export function blogIndexFor(language: CatalogLanguage): BlogPostSummary[] {
  const translated = new Map(blogPostsFor(language).map((post) => [post.slug, post]));
  return blogPosts().map((english) => {
    const post = translated.get(english.slug);
    if (post) return summarize(post);
    return language === 'en' ? summarize(english) : { ...summarize(english), lang: 'en' };
  });
}

export function summarize({ body: _body, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

export interface ArticleData {
  post: BlogPostSummary;
  /** The rendered body: trusted HTML (raw HTML in the Markdown is escaped). */
  html: string;
  /** The newest other article, for the sidebar. */
  latest: BlogPostSummary | null;
  /**
   * The language the article's text is in: the page's when it is translated, else `en` (the
   * page then shows it `lang="en" dir="ltr"` with a notice, issue 27).
   */
  lang: CatalogLanguage;
  /** The languages the article is written in: its hreflang group. */
  languages: CatalogLanguage[];
}

/**
 * The article with this slug and its rendered body for a page in `language` (its links to the
 * site's pages and its hidden texts in that language), or `undefined` when there is none.
 */
export function loadArticle(
  slug: string | undefined,
  language: LanguageCode = DEFAULT_LANGUAGE,
): ArticleData | undefined {
  const posts = blogPosts();
  const english = posts.find((candidate) => candidate.slug === slug);
  if (!english) return undefined;
  const translated = blogPostsFor(language as CatalogLanguage).find(
    (candidate) => candidate.slug === slug,
  );
  const post = translated ?? english;
  const { html } = renderMarkdown(post.body, {
    resolveInfographic: (src) => {
      if (src !== `./${post.slug}.svg`) return undefined;
      const svg = readFileSync(blogInfographicPath(post.slug, blogContentDir()), 'utf8');
      // The drawing's words are English: inside a translation, say so (issue 27).
      return translated ? svg.replace(/<svg\b/, '<svg lang="en" dir="ltr"') : svg;
    },
    ctaLinkClassName: buttonClassName({ size: 'large' }),
    localizeHref: (href) => localizedPath(href, language),
    newTab: {
      // The loader runs before the page's render switches the shared instance: ask by language.
      label: i18n.t('common:footer.opensInNewTab', { lng: language }),
      hiddenClassName: markdownClasses.hidden,
    },
    // Ids the page around the body uses already.
    reservedIds: [
      'main',
      'article-title',
      'article-body',
      'promo-title',
      'tags-title',
      'sidebar-explore-title',
      'sidebar-latest-title',
      'sidebar-newsletter-title',
    ],
  });
  // The newest other article, in the page's language when it is translated.
  const written = blogPostsFor(language as CatalogLanguage);
  const latest =
    written.find((candidate) => candidate.slug !== post.slug) ??
    posts.find((candidate) => candidate.slug !== post.slug);
  return {
    post: summarize(post),
    html,
    latest: latest ? summarize(latest) : null,
    lang: translated ? (language as CatalogLanguage) : 'en',
    languages: articleLanguages(post.slug),
  };
}
