// Draws every indexed page's social card (Open Graph / Twitter image) into the client build:
// a 1200 × 630 PNG at the URL the page's own og:image names (/social/<page>.png, see
// app/lib/social-image.ts), from the page's scene, title and the brand. Runs after prerendering
// and reads what it needs from the prerendered HTML, so it always matches the pages. Unchanged
// cards come from a cache keyed by the hash of their drawing.
import { writeSocialCards } from '@travel/illustrations/node';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@travel/i18n/languages';
import { pageCard } from './social-card-pages.ts';

const outDir = process.env.WEB_OUT_DIR ?? 'build';
const client = new URL(`../${outDir}/client/`, import.meta.url).pathname;
const cacheDir = new URL('../node_modules/.cache/social-cards/', import.meta.url).pathname;

/** The folders of the other languages' pages (`de/…`), which share their English page's card. */
const languageDirs = new Set(LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE));

function* pages(dir, top = true) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (top && entry.isDirectory() && languageDirs.has(entry.name)) continue;
    if (entry.isDirectory()) yield* pages(path, false);
    else if (entry.name === 'index.html') yield path;
  }
}

const cards = [];
for (const file of pages(client)) {
  const path = `/${relative(client, file).replace(/(^|\/)index\.html$/, '')}`;
  const card = pageCard(readFileSync(file, 'utf8'), path);
  if (card) cards.push(card);
}

const started = performance.now();
const { rendered, reused } = await writeSocialCards(cards, {
  outDir: join(client, 'social'),
  cacheDir,
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `social-cards: ${cards.length} cards (${rendered} drawn, ${reused} from cache) in ${seconds} s\n`,
);
