import type { Config } from '@react-router/dev/config';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@travel/i18n';
import { writeWebBuildManifest } from '@travel/schemas/web-build/write';
import { prerenderPaths } from './app/prerender.ts';
import { readBuildEnv } from './build-env.ts';
import { deferHydrationInDirectory } from './scripts/defer-hydration.ts';

const config: Config = {
  // Every public page is prerendered to static HTML at build time, in every language at its own
  // address (app/prerender.ts), and hydrated in the browser; the API server serves the files.
  // There is no server rendering at request time.
  ssr: false,
  // WEB_OUT_DIR lets several builds of the site sit side by side (e.g. one per worktree).
  buildDirectory: readBuildEnv().WEB_OUT_DIR,
  prerender: { paths: prerenderPaths, concurrency: 4 },
  async buildEnd({ reactRouterConfig }) {
    const { buildDirectory } = reactRouterConfig;
    // Every page fetches its JavaScript only after it has painted.
    deferHydrationInDirectory(join(buildDirectory, 'client'));
    // Last, from the final HTML: what the API reads at start (pages, languages, each page's
    // inline-script hashes for its Content-Security-Policy), `@travel/schemas/web-build`.
    const manifest = writeWebBuildManifest(
      join(buildDirectory, 'client'),
      DEFAULT_LANGUAGE,
      LANGUAGE_CODES,
    );
    process.stdout.write(`Wrote the manifest of ${manifest.files.length} HTML files\n`);
  },
};

export default config;
