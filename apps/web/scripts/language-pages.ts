import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@travel/i18n';
import { RESERVED_PATHS } from '@travel/schemas';
import { createRequestHandler, type ServerBuild } from 'react-router';

/**
 * Every prerendered page, in every other language.
 *
 * React Router prerenders each page once, in English. A visitor who chose another language
 * would then see English until the page's script had loaded and switched it — a flash of the
 * wrong language, Arabic laid out left to right, and the whole page shifting. This step renders
 * each page again in each other language with the same server build, through the server entry
 * (`app/entry.server.tsx`, which takes the language from a request header), and writes it to
 * `client/__lang/<code>/<page>`. The API server answers a page from there when the visitor's
 * language cookie names that language (apps/api, web-build plugin); the page hydrates in it
 * (`prepareLanguage` in app/i18n.ts).
 */

/** Where the pages of the other languages go, inside the client build. */
export const LANGUAGE_PAGES_DIR = RESERVED_PATHS.languagePagesDir;

/** Must match `PRERENDER_LANGUAGE_HEADER` of app/entry.server.tsx. */
const LANGUAGE_HEADER = 'x-prerender-language';

/** Pages rendered at once: the server build is shared, the language fixed per pass. */
const CONCURRENCY = 4;

/** The page paths of a client build: `services/index.html` is `/services`. */
export function pagePaths(client: string): string[] {
  return readdirSync(client, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .filter((file) => !file.startsWith(`${LANGUAGE_PAGES_DIR}/`))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1'))
    .sort();
}

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** Renders every page of `buildDirectory/client` in every language but English. */
export async function renderLanguagePages(
  buildDirectory: string,
  serverBuildFile = 'index.js',
): Promise<{ languages: number; pages: number }> {
  const client = join(buildDirectory, 'client');
  const serverFile = join(buildDirectory, 'server', serverBuildFile);
  // The server build is written by this very build: nothing for Vite to resolve ahead.
  const build = (await import(/* @vite-ignore */ pathToFileURL(serverFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const paths = pagePaths(client);
  const languages = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

  const render = async (path: string, code: LanguageCode): Promise<string> => {
    // As React Router's prerender asks for a page: with a trailing slash.
    const url = `http://localhost${path === '/' ? '/' : `${path}/`}`;
    const response = await handle(new Request(url, { headers: { [LANGUAGE_HEADER]: code } }));
    const html = await response.text();
    // The not-found pages answer 404 by design; anything else must render.
    if (!response.ok && response.status !== 404) {
      throw new Error(`${path} in ${code}: HTTP ${response.status}\n${html.slice(0, 500)}`);
    }
    return html;
  };

  for (const code of languages) {
    // The server entry switches the language as a request arrives, but loaders run before it:
    // one request first, so every page's loaders also run in this language.
    await render('/', code);
    await inPool(paths, CONCURRENCY, async (path) => {
      const file = join(client, LANGUAGE_PAGES_DIR, code, relative('/', path), 'index.html');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await render(path, code));
    });
  }
  // Leave the shared instance in English, as React Router's own prerender expects it.
  await render('/', DEFAULT_LANGUAGE);
  return { languages: languages.length, pages: paths.length * languages.length };
}
