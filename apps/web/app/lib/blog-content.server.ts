/**
 * Where the catalog's articles live, and the articles themselves, without anything else of the
 * app: the React Router config imports this (for the prerender list) before Vite runs.
 */
import {
  BLOG_CONTENT_DIR,
  blogTranslations,
  loadBlogPosts,
  loadBlogPostsFor,
  type BlogPost,
  type LocalizedBlogPost,
} from '@travel/catalog/blog';
import type { CatalogLanguage } from '@travel/catalog/i18n';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readBuildEnv } from '../../build-env.ts';

/**
 * The catalog's article folder. `BLOG_CONTENT_DIR` is relative to its module's URL, which
 * points into our build folder once the catalog is bundled into the server build that
 * prerenders; the package's own location, resolved by Node, is right in both cases.
 */
export function blogContentDir(): string {
  // Another folder of articles for this build (the build-scale bench, tooling/bench); unset or
  // empty keeps the catalog's own.
  const override = readBuildEnv().BLOG_CONTENT_DIR;
  if (override) return override;
  try {
    const entry = createRequire(import.meta.url).resolve('@travel/catalog/blog');
    const dir = join(dirname(entry), '../../content/blog');
    if (existsSync(dir)) return dir;
  } catch {
    // Fall through to the catalog's own idea of the folder.
  }
  return BLOG_CONTENT_DIR;
}

let cache: BlogPost[] | undefined;

/** Every article, newest first; read once per build. */
export function blogPosts(): BlogPost[] {
  cache ??= loadBlogPosts(blogContentDir());
  return cache;
}

const byLanguage = new Map<string, LocalizedBlogPost[]>();

/**
 * The articles written in `lang`, newest first (every article in English; in another language
 * only the translated ones, `<slug>.<lang>.md`): that language's blog index and feed.
 */
export function blogPostsFor(lang: CatalogLanguage): LocalizedBlogPost[] {
  let posts = byLanguage.get(lang);
  if (!posts) {
    posts = loadBlogPostsFor(lang, blogContentDir());
    byLanguage.set(lang, posts);
  }
  return posts;
}

let translations: Map<string, CatalogLanguage[]> | undefined;

/** The languages an article is written in (`['en', 'es', 'fr']`): its hreflang group and sitemap. */
export function articleLanguages(slug: string): CatalogLanguage[] {
  translations ??= blogTranslations(blogContentDir());
  return translations.get(slug) ?? ['en'];
}
