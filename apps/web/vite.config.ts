import { reactRouter } from '@react-router/dev/vite';
import { resolveLeadRetentionDays } from '@travel/catalog';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { relative, resolve, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { readBuildEnv } from './build-env.ts';
import { siteDefines } from './site-defines.ts';
import { lucideSprite } from './scripts/lucide-sprite.ts';
import { sceneFiles } from './scripts/scene-files.ts';

const buildEnv = readBuildEnv();

/** What goes into the `shared` chunk when two pages or more load it at once (see below). */
const SHARED =
  /[\\/](packages[\\/](ui|illustrations)[\\/]src|apps[\\/]web[\\/]app[\\/](components|lib|styles))[\\/]/;
/**
 * Except what only a few pages show: in `shared` every other page would wait for it too. The
 * share buttons (articles, tools) and the inquiry form (home, services) get chunks of their own.
 */
const FEW_PAGES = /[\\/]app[\\/]components[\\/](share[\\/]|InquiryForm)/;
const apiPort = buildEnv.API_PORT;

const outDir = resolve(import.meta.dirname, buildEnv.WEB_OUT_DIR);
/** This build's output, and the side-by-side builds beside it (`build`, `build-<name>`). */
const isBuildOutput = (path: string) =>
  path === outDir ||
  path.startsWith(`${outDir}${sep}`) ||
  /^build(?:-[^/\\]*)?(?:[/\\]|$)/.test(relative(import.meta.dirname, path));

/**
 * `import.meta.env.ISLANDS`: true in the production browser build, false in the server build
 * that prerenders it. Static parts render their content in the second only
 * (app/lib/static-part.tsx). The development server renders every part as a component.
 */
function islandsFlag(): Plugin {
  return {
    name: 'travel:islands-flag',
    configEnvironment: (name, _config, { command }) => ({
      define: {
        'import.meta.env.ISLANDS': JSON.stringify(name === 'client' && command === 'build'),
      },
    }),
  };
}

export default defineConfig({
  plugins: [
    islandsFlag(),
    vanillaExtractPlugin(),
    // Production icons come from one cached sprite (see the plugin for why).
    lucideSprite({
      sourceDirectories: ['app', '../../packages/ui/src'],
      stylesheet: 'app/styles/icon-sprite.css.ts',
    }),
    // Production scenes are cached SVG files shown as <img> (see the plugin for why).
    sceneFiles(),
    reactRouter(),
  ],
  define: {
    // The site configuration and its office hours, from the SITE_* variables (site-defines.ts).
    ...siteDefines(process.env),
    // What the privacy page says about how long leads are kept: the API's own setting.
    __LEAD_RETENTION_DAYS__: JSON.stringify(resolveLeadRetentionDays(process.env)),
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
    // React Router prerenders through `vite preview`, a `serve` command, so its child compiler
    // and vanilla-extract's each start a dev server watching this folder. Their watcher re-read
    // the folder of every page written: with 1,000 articles in client/blog, a page cost grew
    // with the pages before it (BENCHMARKS.md, build-scale). Build output is never source.
    watch: { ignored: [isBuildOutput] },
  },
  build: {
    // Small stylesheets go inline; vanilla-extract output is compact.
    assetsInlineLimit: 4096,
    // Opt-in source maps, for `scripts/js-weight.mjs --sources` (what each chunk is made of).
    sourcemap: buildEnv.WEB_SOURCEMAP === '1',
    // One stylesheet for the whole site, linked from the root route: every page shares the
    // cached file, a navigation never waits for CSS, and code fetched later (the mobile menu
    // panel, the toaster) needs no stylesheet of its own. With per-route CSS, React Router
    // links shared files with a `#` suffix that Vite's preloader does not recognise, so a
    // lazily loaded component appended a second copy at the end of <head>, reordering the
    // cascade after hydration and shifting the layout (e2e/layout-stability.spec.ts guards this).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React, React Router and i18next run on every page: one chunk rather than a dozen
        // compresses better and costs fewer requests (`node scripts/js-weight.mjs` to measure).
        // The design system, the illustrations and the shell's own components and helpers that pages load at once
        // and share go into a second one: split per module they made 40 files on the home
        // page, and starting and evaluating that many modules held the phone's main thread
        // longer than the few kB some pages now load without using them. What is loaded later
        // (the menu panel, the toaster) keeps chunks of its own.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
              priority: 2,
            },
            // Only code fetched after the page is interactive uses valibot (the forms' checks, the
            // contact query, the staff pages). Left ungrouped, the bundler merged it into `shared`,
            // which every page waits for: 2.3 kB gzip before hydration on every page (issue 17).
            {
              name: 'valibot',
              test: /[\\/]node_modules[\\/]valibot[\\/]/,
              priority: 3,
            },
            {
              name: 'shared',
              test: (id) => SHARED.test(id) && !FEW_PAGES.test(id),
              tags: ['$initial'],
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
