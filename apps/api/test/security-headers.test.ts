import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_BUILD_MANIFEST_FILE, type WebBuildManifest } from '@travel/schemas/web-build';
import { brotliCompressSync } from 'node:zlib';
import { themeScript } from '@travel/ui/theme-script';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { createPgliteDatabase, type TestDatabase } from './helpers/databases.ts';
import { writeWebBuild } from './helpers/web-build.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const hash = (text: string) => `'${sha256(text)}'`;

const routerContext = 'window.__reactRouterContext = {"basename":"/","isSpaMode":false};';
const hydration = 'import "/assets/manifest-abc.js";\nwindow.__reactRouterRouteModules = {};';
/** Written with CR LF: the browser hashes it with LF, as the HTML parser normalises it. */
const windowsScript = 'console.log(1);\r\nconsole.log(2);';
const servicesScript = 'window.__services = true;';
const notFoundScript = 'window.__notFound = true;';

const page = (title: string, ...scripts: string[]) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><script>${themeScript}</script>` +
  `<title>${title}</title><script type="module" src="/assets/entry.client-abc.js"></script></head>` +
  `<body><main>${title}</main>${scripts.map((text) => `<script>${text}</script>`).join('')}` +
  `<script type="module" async="">${hydration}</script></body></html>`;

const indexHtml = page('Home', routerContext, windowsScript);

/** `directive → sources` of a Content-Security-Policy header. */
function parseCsp(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let database: TestDatabase;
  let root: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createPgliteDatabase();
    root = writeWebBuild({
      'index.html': indexHtml,
      'index.html.br': brotliCompressSync(indexHtml),
      'services/index.html': page('Services', servicesScript),
      '404/index.html': page('Page Not Found', notFoundScript),
      'assets/entry.client-abc.js': 'console.log("app")',
    });
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.cleanup();
    rmSync(root, { recursive: true, force: true });
  });

  async function appWith(env: Record<string, string> = {}) {
    const app = await buildTestApp(database.db, { env, webBuildDir: root });
    apps.push(app);
    return app;
  }

  describe('by default', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appWith();
    });

    it('lists exactly the hashes of the page’s inline scripts, and no unsafe-inline script', async () => {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp['script-src']!.sort()).toEqual(
        [
          "'self'",
          hash(themeScript),
          hash(routerContext),
          hash('console.log(1);\nconsole.log(2);'),
          hash(hydration),
        ].sort(),
      );
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
    });

    it('sends the other directives the site needs and nothing more', async () => {
      const response = await app.inject({ method: 'GET', url: '/' });
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp).toMatchObject({
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
        'frame-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
      });
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
      expect(JSON.stringify(csp)).not.toMatch(/google|gstatic|doubleclick/);
    });

    it('gives each page the hashes of its own scripts', async () => {
      const services = parseCsp(
        (await app.inject({ method: 'GET', url: '/services' })).headers['content-security-policy'],
      );
      expect(services['script-src']).toContain(hash(servicesScript));
      expect(services['script-src']).toContain(hash(themeScript));
      expect(services['script-src']).not.toContain(hash(routerContext));
    });

    it('gives a precompressed page the policy of the page it stands for', async () => {
      const plain = await app.inject({ method: 'GET', url: '/' });
      const brotli = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-security-policy']).toBe(
        plain.headers['content-security-policy'],
      );
    });

    it('gives the not-found page its own hashes', async () => {
      const response = await app.inject({ method: 'GET', url: '/no/such/page' });
      expect(response.statusCode).toBe(404);
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp['script-src']).toContain(hash(notFoundScript));
    });

    it('sends the base policy and the other headers with API answers', async () => {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'", hash(themeScript)]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
      });
    });

    it('sends no HSTS outside production', async () => {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });

  it('lists exactly the hashes the build’s manifest gives a page, not what its HTML holds', async () => {
    // The manifest, not the HTML, is what the server trusts: a page whose manifest entry lists
    // other hashes gets those (the web build computes them from the final HTML).
    const build = writeWebBuild({ 'index.html': page('Home', routerContext) });
    try {
      const file = join(build, WEB_BUILD_MANIFEST_FILE);
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as WebBuildManifest;
      const listed = [sha256('first()'), sha256('second()')];
      manifest.files[0]!.scriptHashes = listed;
      writeFileSync(file, JSON.stringify(manifest));
      const app = await buildTestApp(database.db, { webBuildDir: build });
      apps.push(app);
      const csp = parseCsp(
        (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(csp['script-src']!.sort()).toEqual(
        ["'self'", hash(themeScript), ...listed.map((source) => `'${source}'`)].sort(),
      );
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  it('adds HSTS (a year, subdomains) and upgrade-insecure-requests in production', async () => {
    const app = await appWith({ NODE_ENV: 'production' });
    for (const url of ['/', '/healthz']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(parseCsp(response.headers['content-security-policy'])).toHaveProperty(
        'upgrade-insecure-requests',
      );
    }
  });

  it('admits reCAPTCHA only when its site key is set', async () => {
    const app = await appWith({ RECAPTCHA_SITE_KEY: 'site-key' });
    const csp = parseCsp(
      (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      expect(csp[directive]).toEqual(
        expect.arrayContaining(['https://www.google.com', 'https://www.gstatic.com']),
      );
    }
    expect(csp['script-src']).toContain(hash(routerContext));
    expect(JSON.stringify(csp)).not.toContain('googlesyndication');
  });

  it('admits AdSense only when its client id is set', async () => {
    const app = await appWith({ ADSENSE_CLIENT_ID: 'ca-pub-123' });
    const csp = parseCsp(
      (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(csp['script-src']).toContain('https://pagead2.googlesyndication.com');
    expect(csp['frame-src']).toContain('https://googleads.g.doubleclick.net');
    expect(csp['img-src']).toContain('https://pagead2.googlesyndication.com');
    expect(csp['script-src']).not.toContain('https://www.gstatic.com');
  });

  it('admits the map only when its origin is set', async () => {
    const app = await appWith({ MAP_EMBED_ORIGIN: 'https://maps.example.com' });
    const csp = parseCsp(
      (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(csp['frame-src']).toEqual(["'self'", 'https://maps.example.com']);
    expect(csp['script-src']).not.toContain('https://maps.example.com');
  });
});
