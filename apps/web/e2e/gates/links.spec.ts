import { SOCIAL_NETWORKS, tools } from '@travel/catalog';
import type { RunningServer } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { notFoundPaths, outcomePaths, siteOrigin, sitemapPaths } from './pages.ts';

/**
 * Gate: every link of every prerendered page (read with JavaScript off) leads somewhere.
 * Internal links (root-relative or on the site's own origin) answer 200, and an #anchor exists
 * on the page it points to; a link opening a new tab cannot reach back into this one (rel
 * noopener noreferrer); the links the spec says open in a new tab do.
 */

test.use({ javaScriptEnabled: false });

interface Anchor {
  href: string;
  target: string | null;
  rel: string | null;
  /** Inside the footer's Follow Us section. */
  followUs: boolean;
}

interface PageLinks {
  path: string;
  ids: Set<string>;
  anchors: Anchor[];
}

let server: RunningServer;
/** The links of every page as prerendered (read with JavaScript off), collected once. */
let pages: PageLinks[];

test.beforeAll(async ({ browser, server: running }) => {
  // Reading some fifty pages takes longer than one test's time on a busy machine.
  test.setTimeout(180_000);
  server = running;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  pages = [];
  for (const path of [...sitemapPaths, ...notFoundPaths, ...outcomePaths]) {
    await page.goto(`${server.url}${path}`);
    const { ids, anchors } = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
      anchors: [...document.querySelectorAll('a[href]')].map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel'),
        followUs: Boolean(anchor.closest('footer section[aria-labelledby="footer-follow"]')),
      })),
    }));
    pages.push({ path, ids: new Set(ids), anchors });
  }
  await context.close();
});

/** The site-relative address of an internal href, or null for another site, mailto:, tel: … */
function internal(href: string): URL | null {
  if (href.startsWith('//')) return null;
  if (!href.startsWith('/') && !href.startsWith(`${siteOrigin}/`) && href !== siteOrigin)
    return null;
  return new URL(href, siteOrigin);
}

test('every internal link answers 200, and its #anchor exists', async () => {
  // Address (path and query) -> the pages linking to it, and the anchors asked of it.
  const targets = new Map<string, { from: Set<string>; anchors: Set<string> }>();
  for (const { path, ids, anchors } of pages) {
    for (const { href } of anchors) {
      if (href.startsWith('#')) {
        const id = decodeURIComponent(href.slice(1));
        if (id) expect(ids.has(id), `${path} links to #${id} on itself`).toBe(true);
        continue;
      }
      const url = internal(href);
      if (!url) continue;
      const key = `${url.pathname}${url.search}`;
      const target = targets.get(key) ?? { from: new Set(), anchors: new Set() };
      target.from.add(path);
      if (url.hash.length > 1) target.anchors.add(decodeURIComponent(url.hash.slice(1)));
      targets.set(key, target);
    }
  }
  expect(targets.size).toBeGreaterThan(30);

  const broken: string[] = [];
  for (const [address, { from, anchors }] of targets) {
    const response = await fetch(`${server.url}${address}`, { redirect: 'manual' });
    const linkedFrom = [...from].slice(0, 3).join(', ');
    if (response.status !== 200) {
      broken.push(`${address} answers ${response.status} (linked from ${linkedFrom})`);
      continue;
    }
    if (anchors.size === 0) continue;
    const html = await response.text();
    for (const id of anchors)
      if (!html.includes(` id="${id}"`))
        broken.push(`${address}#${id}: no such id (linked from ${linkedFrom})`);
  }
  expect(broken).toEqual([]);
});

test('every link opening a new tab has rel noopener and noreferrer', () => {
  const unsafe: string[] = [];
  for (const { path, anchors } of pages) {
    for (const anchor of anchors.filter((anchor) => anchor.target === '_blank')) {
      const rel = (anchor.rel ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        unsafe.push(`${path}: ${anchor.href} has rel="${anchor.rel ?? ''}"`);
    }
  }
  expect(unsafe).toEqual([]);
});

test('the links the spec opens in a new tab do: Follow Us on every page, the travel tools', () => {
  const sameTab: string[] = [];
  const check = (path: string, anchors: Anchor[]) => {
    for (const anchor of anchors)
      if (anchor.target !== '_blank') sameTab.push(`${path}: ${anchor.href}`);
  };
  for (const { path, anchors } of pages) {
    // §2 Global shell: Follow Us links open in a new tab.
    const followUs = anchors.filter((anchor) => anchor.followUs);
    expect(followUs, `${path}: Follow Us links`).toHaveLength(SOCIAL_NETWORKS.length);
    check(path, followUs);
  }
  const toolLinks = new Set(tools.map((tool) => tool.link));
  // §2 Home, Essential Travel Tools: each card opens an external site in a new tab; /tools
  // shows the same directory.
  for (const path of ['/', '/tools']) {
    const anchors = (pages.find((page) => page.path === path)?.anchors ?? []).filter((anchor) =>
      toolLinks.has(anchor.href),
    );
    expect(new Set(anchors.map((anchor) => anchor.href)).size, `${path}: tools`).toBe(
      toolLinks.size,
    );
    check(path, anchors);
  }
  expect(sameTab).toEqual([]);
});
