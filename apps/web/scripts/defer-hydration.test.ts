import { describe, expect, it } from 'vitest';
import { UnexpectedPageShape, deferHydration } from './defer-hydration.ts';

const page = (bootScript: string) => `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/>
<link rel="stylesheet" href="/assets/style-4.css"/></head><body><main>Hello</main>
<script>window.__reactRouterContext = {};</script><script type="module" async="">${bootScript}</script></body></html>`;

const simple = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");`;

/** Runs the rewritten boot script with `import` stubbed, as the browser would after `load`. */
async function boot(html: string) {
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const imported: string[] = [];
  const preloaded: string[] = [];
  const listeners: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    readyState: 'loading',
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { href: string }) => preloaded.push(link.href) },
  };
  const load = async (href: string) => {
    imported.push(href);
    return { href };
  };
  const run = new Function(
    'window',
    'document',
    'addEventListener',
    'requestAnimationFrame',
    'setTimeout',
    '__import',
    script.replaceAll('import(', '__import('),
  );
  run(
    window,
    document,
    (_: string, listener: () => void) => listeners.push(listener),
    (callback: () => void) => callback(),
    (callback: () => void) => callback(),
    load,
  );
  const before = [...imported];
  for (const listener of listeners) listener();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { before, imported, preloaded, routeModules: window.__reactRouterRouteModules };
}

describe('deferHydration', () => {
  it('fetches nothing before the page has loaded, then the same modules in the same roles', async () => {
    const html = deferHydration(page(simple));
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-4.css"/>');
    expect(html).toContain('<main>Hello</main>');
    const { before, imported, preloaded, routeModules } = await boot(html);
    expect(before).toEqual([]);
    expect(preloaded).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-2.js',
      '/assets/root-3.js',
    ]);
    expect(imported).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-3.js',
      '/assets/home-5.js',
      '/assets/entry.client-2.js',
    ]);
    expect(routeModules).toEqual({
      root: { href: '/assets/root-3.js' },
      'routes/home': { href: '/assets/home-5.js' },
    });
  });

  it('merges a route split into chunks as React Router does', async () => {
    const split = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1_clientLoader from "/assets/post-client-loader-6.js";
import * as route1_main from "/assets/post-main-7.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"routes/blog-post":route1};
import("/assets/entry.client-2.js");`;
    const { routeModules } = await boot(deferHydration(page(split)));
    expect(routeModules).toEqual({
      root: { href: '/assets/root-3.js' },
      // Both halves spread into one module object (the later one wins on a shared key).
      'routes/blog-post': { href: '/assets/post-main-7.js' },
    });
  });

  it('leaves a page without the boot script alone', () => {
    const html = '<!DOCTYPE html><html><body><p>plain</p></body></html>';
    expect(deferHydration(html)).toBe(html);
  });

  it('refuses a boot script it does not understand, so an upgrade cannot slip by', () => {
    expect(() => deferHydration(page(`${simple}\nwindow.somethingNew = true;`))).toThrow(
      UnexpectedPageShape,
    );
  });
});
