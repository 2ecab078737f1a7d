/**
 * The Vite config of the web app's Storybook, for `storybook dev|build` (see main.ts) and the
 * `storybook` Vitest project (which extends it). Sections are shown without React Router's
 * framework plugin, so this gives them what that build would: vanilla-extract, `__SITE__`, and
 * the blog's articles, which the app reads from disk at prerender.
 */
import { blogInfographicPath } from '@travel/catalog/blog';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { blogContentDir, blogPosts } from '../app/lib/blog-content.server.ts';
import { siteDefines } from '../site-defines.ts';

const BLOG_MODULE = 'virtual:blog-posts';

/**
 * `virtual:blog-posts`: the catalog's articles (front matter and Markdown body, newest first)
 * and their infographics, loaded in Node by the loader the prerender uses.
 */
function blogPostsModule(): Plugin {
  const resolved = `\0${BLOG_MODULE}`;
  return {
    name: 'travel:storybook-blog-posts',
    resolveId: (id) => (id === BLOG_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const posts = blogPosts();
      const infographics = Object.fromEntries(
        posts.map((post) => [
          post.slug,
          readFileSync(blogInfographicPath(post.slug, blogContentDir()), 'utf8'),
        ]),
      );
      return `export const posts = ${JSON.stringify(posts)};\nexport const infographics = ${JSON.stringify(infographics)};\n`;
    },
  };
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), blogPostsModule()],
  // The loaders' catalog in English, without the file system (catalog-i18n-english.ts).
  resolve: {
    alias: {
      '@travel/catalog/i18n': fileURLToPath(new URL('catalog-i18n-english.ts', import.meta.url)),
    },
  },
  // The default site configuration, as in the unit tests: stories do not change with SITE_*.
  define: { ...siteDefines({}), __LEAD_RETENTION_DAYS__: 'null' },
  optimizeDeps: {
    // Found late (by compiled .css.ts files, the preview or a few stories): without this Vite
    // re-optimises and reloads the page mid-run, and a fresh test run fails on the reload.
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@travel/ui > @vanilla-extract/recipes/createRuntimeFn',
      'markdown-it',
      'markdown-it-container',
      'storybook/viewport',
    ],
  },
});
