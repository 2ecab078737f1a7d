import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/build-app.ts';
import { loadConfig } from '../src/config/load.ts';
import { createPgliteDatabase, type TestDatabase } from './helpers/databases.ts';
import { writeWebBuild } from './helpers/web-build.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';

const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** The /contact page as prerendered: the form with its empty slot for visitors without JavaScript. */
const CONTACT_PAGE =
  '<!DOCTYPE html><html><head><title>Contact</title><script>window.__x=1</script></head><body>' +
  '<form method="post" action="/api/contact"><input name="name">' +
  '<noscript data-slot="contact-context" data-class="notice_abc"></noscript>' +
  '<button>Send Message</button></form></body></html>';

describe('the web build', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const roots: string[] = [];

  beforeAll(async () => {
    database = await createPgliteDatabase();
    const root = writeWebBuild({
      'index.html': '<title>Home</title>',
      'services/index.html': '<title>Services</title>',
      '404/index.html': '<title>Page Not Found</title>',
      '404.data': 'not-found data',
      '__spa-fallback.html': '<title>Fallback</title>',
      '__spa-fallback.html.br': brotliCompressSync('<title>Fallback</title>'),
      'blog/__not-found/index.html': '<title>Article Not Found</title>',
      'blog/__not-found.data': 'article not found data',
      'destinations/__not-found/index.html': '<title>Destination Not Found</title>',
      'blog.data': 'blog data',
      'blog.data.br': brotliCompressSync('blog data'),
      '_.data': 'home data',
      'contact/index.html': CONTACT_PAGE,
      'contact/index.html.br': brotliCompressSync(CONTACT_PAGE),
      'assets/app-abc123.js': script,
      'assets/app-abc123.js.br': brotliCompressSync(script),
      'assets/app-abc123.js.gz': gzipSync(script),
      'favicon.ico': Buffer.from([0, 0, 1, 0]),
      // The same pages in Spanish, at their own addresses (issue 26).
      'es/index.html': '<title>Inicio</title>',
      'es/services/index.html': '<title>Servicios</title>',
      'es/services/index.html.br': brotliCompressSync('<title>Servicios</title>'),
      'es/404/index.html': '<title>Página no encontrada</title>',
      'es/blog/__not-found/index.html': '<title>Artículo no encontrado</title>',
      'es/contact/index.html': CONTACT_PAGE.replace('Send Message', 'Enviar mensaje'),
      // What the build no longer writes, and must not answer if it did.
      '__lang/es/services/index.html': '<title>Servicios</title>',
      // Files that must never be served if they land in the build.
      '.env': 'DATABASE_URL=postgres://secret',
      '.git/config': '[remote "origin"] secret',
      'assets/.hidden.js': 'secret()',
      '.well-hidden/index.html': '<title>secret page</title>',
      'thank-you/index.html': '<title>Thank you</title>',
      'es/thank-you/index.html': '<title>Gracias</title>',
    });
    roots.push(root);
    app = await buildApp({ database: { db: database.db }, webBuildDir: root, logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves / from index.html, revalidated on every visit', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<title>Home</title>');
  });

  it.each(['/services', '/services/'])('serves %s from services/index.html', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Services</title>');
  });

  it('serves /services from services/index.html to a client that accepts brotli', async () => {
    const response = await get('/services', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Services</title>');
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(script);
  });

  it('sends the precompressed brotli sibling to clients that accept it', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload).toEqual(brotliCompressSync(script));
  });

  it('sends the gzip sibling to clients without brotli', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves other files, like the favicon, for an hour', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(ONE_HOUR);
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Page Not Found</title>');
  });

  it("answers an unknown address in a section with that section's own not-found page", async () => {
    const article = await get('/blog/no-such-article');
    expect(article.statusCode).toBe(404);
    expect(article.body).toContain('<title>Article Not Found</title>');
    // The section index itself, and sections without their own page, keep the site's.
    const other = await get('/services/atlantis');
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('<title>Page Not Found</title>');
  });

  it('answers HEAD like GET, without a body', async () => {
    const page = await app.inject({ method: 'HEAD', url: '/services' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe('');

    const missing = await app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('');
  });

  it('answers unknown /api paths with JSON, not the 404 page', async () => {
    for (const url of ['/api', '/api/nope', '/api/contact/extra']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not found.',
        errors: [{ field: 'request', message: 'Not found.' }],
      });
    }
  });

  it('answers other methods on unknown paths with JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/services', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('keeps API routes ahead of the files', async () => {
    const response = await get('/healthz');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('falls back to 404.html when the build has no 404/index.html', async () => {
    const root = writeWebBuild({ 'index.html': 'home', '404.html': '<title>Lost</title>' });
    roots.push(root);
    const other = await buildApp({
      database: { db: database.db },
      webBuildDir: root,
      logger: false,
    });
    try {
      const response = await other.inject({ method: 'GET', url: '/missing' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Lost</title>');
    } finally {
      await other.close();
    }
  });

  it.each([
    '/404',
    '/404/',
    '/404/index.html',
    '/404.data',
    '/__spa-fallback.html',
    '/blog/__not-found',
    '/blog/__not-found/',
    '/blog/__not-found/index.html',
    '/blog/__not-found.data',
    '/blog/%5F%5Fnot-found/index.html',
    '/destinations/__not-found/',
  ])('answers %s, a generated file that is no page, 404 with the not-found page', async (url) => {
    for (const headers of [{}, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/<title>(Page|Article|Destination) Not Found<\/title>/);
    }
  });

  it('revalidates React Router’s .data files like the pages they belong to', async () => {
    for (const url of ['/blog.data', '/_.data']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const compressed = await get('/blog.data', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
  });

  describe('/contact with a query string, for visitors without JavaScript', () => {
    const slotOf = (html: string) =>
      /<noscript data-slot="contact-context"[^>]*>(.*?)<\/noscript>/s.exec(html)?.[1];

    it('writes what was asked about and the hidden context fields into the form', async () => {
      const response = await get('/contact?service=gift-voucher&type=romantic&amount=2500');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      // The page keeps its own policy: the inline script's hash, nothing more.
      const plain = await get('/contact');
      expect(response.headers['content-security-policy']).toBe(
        plain.headers['content-security-policy'],
      );
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      const slot = slotOf(response.body);
      expect(slot).toContain('<div class="notice_abc" role="note"');
      expect(slot).toContain('<strong>You&apos;re asking about</strong>');
      expect(slot).toContain('<li>Romantic Getaway gift voucher, $2,500</li>');
      expect(slot).toContain('<input type="hidden" name="context.service" value="gift-voucher">');
      expect(slot).toContain('<input type="hidden" name="context.type" value="romantic">');
      expect(slot).toContain('<input type="hidden" name="context.amount" value="2500">');
      // Everything else is the page as built.
      expect(response.body.replace(slot!, '')).toBe(CONTACT_PAGE);
    });

    it('escapes what the query says', async () => {
      const query = new URLSearchParams({
        service: 'quiz-consultation',
        recommendation: '<script>alert(1)</script>"',
        name: '"><img src=x onerror=alert(1)>',
      });
      const slot = slotOf((await get(`/contact?${query}`)).body);
      expect(slot).not.toMatch(/<script|<img/);
      expect(slot).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
      expect(slot).toContain(
        'name="context.name" value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"',
      );
    });

    it('compresses the page it makes for clients that accept it', async () => {
      const response = await get('/contact/?service=mystery-travel&package=luxury', {
        'accept-encoding': 'gzip, br',
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const html = brotliDecompressSync(response.rawPayload).toString('utf8');
      expect(slotOf(html)).toContain('Mystery travel: Luxury Mystery');
    });

    it('serves the page as built without a query, or with one that asks for nothing', async () => {
      for (const url of [
        '/contact',
        '/contact/',
        '/contact?utm_source=mail',
        '/contact?service=spa',
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(CONTACT_PAGE);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      const compressed = await get('/contact?service=spa', { 'accept-encoding': 'br' });
      expect(compressed.headers['content-encoding']).toBe('br');
    });

    it('answers HEAD without a body', async () => {
      const response = await app.inject({
        method: 'HEAD',
        url: '/contact?service=gift-voucher-info',
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
    });
  });

  it('links a refused form back only to pages of the build', async () => {
    const from = async (referer: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          referer,
          host: 'localhost',
        },
        payload: 'name=Ada',
      });
      expect(response.headers.location).toMatch(/^\/form-error\/invalid\?/);
      return new URL(response.headers.location as string, 'http://x').searchParams.get('from');
    };
    expect(await from('http://localhost/services/')).toBe('/services');
    expect(await from('http://localhost/contact?service=gift-voucher-info')).toBe(
      '/contact?service=gift-voucher-info',
    );
    expect(await from('http://localhost/not-a-page')).toBeNull();
    expect(await from('http://localhost/404')).toBeNull();
    expect(await from('http://localhost/blog/__not-found')).toBeNull();
  });

  it('serves the API alone when the web build is missing', async () => {
    const other = await buildApp({
      database: { db: database.db },
      webBuildDir: join(tmpdir(), 'no-such-build'),
      logger: false,
    });
    try {
      expect((await other.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const page = await other.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ success: false });
    } finally {
      await other.close();
    }
  });

  it('refuses to start on a build without its manifest, saying how to fix it', async () => {
    const old = writeWebBuild({ 'index.html': '<title>Home</title>' }, { manifest: false });
    roots.push(old);
    await expect(
      buildApp({ database: { db: database.db }, webBuildDir: old, logger: false }),
    ).rejects.toThrow(
      /has no \.web-build\.json.*Rebuild the web app \(pnpm --filter @travel\/web build\)/,
    );
  });

  it('never serves the manifest', async () => {
    for (const url of ['/.web-build.json', '/%2eweb-build.json', '/.web-build.json.br']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('scriptHashes');
    }
  });

  describe('every language at its own address', () => {
    const spanishCookie = { cookie: 'theme=dark; language=es', 'accept-language': 'es' };

    it('answers /es/… in Spanish, the same for every visitor', async () => {
      for (const headers of [{}, spanishCookie, { cookie: 'language=de' }] as Record<
        string,
        string
      >[]) {
        const response = await get('/es/services', headers);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe('<title>Servicios</title>');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-security-policy']).toContain("script-src 'self'");
        expect(String(response.headers.vary ?? '')).not.toMatch(/cookie|accept-language/i);
      }
      expect((await get('/es')).body).toContain('<title>Inicio</title>');
      expect((await get('/es/')).body).toContain('<title>Inicio</title>');
      expect((await get('/es/services/')).body).toContain('<title>Servicios</title>');
    });

    it('answers the English address in English, whatever the cookie or browser language', async () => {
      for (const headers of [{}, spanishCookie, { cookie: 'language=xx' }] as Record<
        string,
        string
      >[]) {
        const response = await get('/services', headers);
        expect(response.body).toBe('<title>Services</title>');
        expect((await get('/', headers)).body).toBe('<title>Home</title>');
      }
    });

    it('sends the Spanish page precompressed', async () => {
      const response = await get('/es/services', { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe('<title>Servicios</title>');
    });

    it('answers unknown addresses under /es/ with the Spanish not-found pages, status 404', async () => {
      const unknown = await get('/es/no-such-page');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Página no encontrada');
      const article = await get('/es/blog/no-such-article');
      expect(article.statusCode).toBe(404);
      expect(article.body).toContain('Artículo no encontrado');
      const english = await get('/blog/no-such-article', spanishCookie);
      expect(english.statusCode).toBe(404);
      expect(english.body).toContain('Article Not Found');
      // A language the build lacks is an unknown address like any other.
      expect((await get('/fr/services')).statusCode).toBe(404);
    });

    it('keeps the internal files internal in every language', async () => {
      for (const url of ['/es/404', '/es/blog/__not-found', '/es/404/index.html'])
        expect((await get(url)).statusCode, url).toBe(404);
    });

    it('fills /es/contact in Spanish', async () => {
      const response = await get('/es/contact?service=mystery-travel&package=weekend');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Enviar mensaje');
      expect(response.body).toContain('name="context.package"');
      expect((await get('/es/contact')).body).toContain('Enviar mensaje');
      expect((await get('/contact', spanishCookie)).body).not.toContain('Enviar mensaje');
    });

    it('no longer answers the hidden language folders', async () => {
      for (const url of ['/__lang/es/services', '/__lang/es/services/index.html', '/__lang/es/'])
        expect((await get(url)).statusCode, url).toBe(404);
    });
  });

  describe('hostile paths', () => {
    const SECRET = /secret/;

    it.each([
      '/.env',
      '/.git/config',
      '/assets/.hidden.js',
      '/.well-hidden/',
      '/.well-hidden/index.html',
      '/%2eenv',
      '/assets/%2Ehidden.js',
    ])('does not serve the dotfile %s', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(SECRET);
    });

    it.each([
      '/../../../../etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/services%2f..%2f.env',
      '/services/..%2f..%2f.env',
      '/thank-you/..%2f..%2f.env',
      '/thank-you/%2e%2e/%2e%2e/.git/config',
      '/services%5c..%5c.env',
      '/thank-you%00',
      '/%E0%A4%A',
    ])('answers %s without leaving the build or failing', async (url) => {
      for (const cookie of [undefined, 'language=es']) {
        const response = await get(url, cookie ? { cookie } : {});
        expect(response.statusCode, `${url} ${cookie}`).toBeLessThan(500);
        expect(response.statusCode, `${url} ${cookie}`).not.toBe(200);
        expect(response.body).not.toMatch(SECRET);
        expect(response.body).not.toContain('root:');
      }
    });

    it('answers outcome pages in the language of their address', async () => {
      expect((await get('/es/thank-you')).body).toContain('Gracias');
      expect((await get('/thank-you', { cookie: 'language=es' })).body).toContain('Thank you');
    });
  });

  describe('/contact with a query string, under load', () => {
    it('makes each page once, then serves it from the cache', async () => {
      const url = '/contact?service=gift-voucher&type=romantic&amount=2500';
      const first = await get(url, { 'accept-encoding': 'br' });
      const second = await get(url, { 'accept-encoding': 'br' });
      expect(first.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(brotliDecompressSync(second.rawPayload).toString()).toContain('romantic');
    });

    it('serves a query longer than any link as the page as built', async () => {
      const response = await get(`/contact?service=gift-voucher&type=${'x'.repeat(5000)}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(CONTACT_PAGE);
    });

    it('past the limit per client, serves the page as built rather than an error', async () => {
      const limited = await buildApp({
        database: { db: database.db },
        webBuildDir: roots[0]!,
        logger: false,
        config: loadConfig({ RATE_LIMIT_MAX: '2' }),
      });
      try {
        const filled: boolean[] = [];
        for (let i = 0; i < 6; i++) {
          const response = await limited.inject({
            url: `/contact?service=gift-voucher&amount=${i}`,
            remoteAddress: '192.0.2.10',
          });
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toMatch(/^text\/html/);
          filled.push(response.body !== CONTACT_PAGE);
        }
        // RATE_LIMIT_NEWSLETTER_MAX defaults to twice RATE_LIMIT_MAX.
        expect(filled).toEqual([true, true, true, true, false, false]);
        // Another client still gets its request written into the form.
        const other = await limited.inject({
          url: '/contact?service=gift-voucher&amount=9',
          remoteAddress: '192.0.2.11',
        });
        expect(other.body).not.toBe(CONTACT_PAGE);
        const plain = await limited.inject({ url: '/contact', remoteAddress: '192.0.2.10' });
        expect(plain.body).toBe(CONTACT_PAGE);
      } finally {
        await limited.close();
      }
    });
  });
});
