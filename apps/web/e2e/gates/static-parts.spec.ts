import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRoot, prerenderedPages } from './pages.ts';

/**
 * Gate: static parts ship no code, and lose no style (issue 30, app/lib/static-part.tsx).
 */

const assets = join(buildRoot, 'assets');
const assetsEnding = (suffix: string) =>
  readdirSync(assets)
    .filter((name) => name.endsWith(suffix))
    .map((name) => readFileSync(join(assets, name), 'utf8'));

test('the browser build carries none of the code of components shown only in static parts', () => {
  const scripts = assetsEnding('.js');
  expect(scripts.length).toBeGreaterThan(10);
  // Keys only those components read: the footer's networks, the article sidebar's links, the
  // home page's testimonials. Their code, were it shipped, would name them.
  for (const key of ['footer.followUs', 'sidebar.exploreTitle', 'testimonials.eyebrow']) {
    expect(
      scripts.filter((script) => script.includes(`"${key}"`) || script.includes(`\`${key}\``)),
      key,
    ).toEqual([]);
  }
});

test('every class a prerendered page uses comes from a style file the stylesheet has', () => {
  const stylesheet = assetsEnding('.css').join('\n');
  const defined = new Set([...stylesheet.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
  const prefixes = [...defined];
  const orphans = new Map<string, string>();
  for (const page of prerenderedPages()) {
    const html = readFileSync(page.file, 'utf8');
    for (const [, list] of html.matchAll(/class="([^"]*)"/g)) {
      // vanilla-extract's class names: a hash of their file, then the style's index.
      const names = list!.split(/\s+/).filter((name) => /^_?[a-z0-9]*\d[a-z0-9]*$/.test(name));
      // A class with no rule of its own is fine beside one that has rules (a composition, such
      // as a field's `_1qftjn60 q5l8n30`), or when its file has others (a hook for a selector).
      if (names.length === 0 || names.some((name) => defined.has(name))) continue;
      for (const name of names) {
        const file = name.slice(0, -1);
        if (!prefixes.some((other) => other.startsWith(file))) orphans.set(name, page.path);
      }
    }
  }
  // Such a class's styles were dropped with the component (app/styles/static-part-styles.ts).
  expect(Object.fromEntries(orphans)).toEqual({});
});
