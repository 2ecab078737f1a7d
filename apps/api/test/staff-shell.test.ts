import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { buildTestApp } from './helpers/app.ts';
import { createPgliteDatabase, type TestDatabase } from './helpers/databases.ts';
import { writeWebBuild } from './helpers/web-build.ts';

const SHELL = '<!doctype html><title>Staff</title><script>window.__shell=1</script>';

describe('the /staff app shell', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = writeWebBuild({ 'index.html': '<title>Home</title>', '__spa-fallback.html': SHELL });
    database = await createPgliteDatabase();
    await migrateToLatest(database.db);
    // Third parties configured for the public pages must not reach the staff pages.
    app = await buildTestApp(database.db, {
      webBuildDir: root,
      env: { RECAPTCHA_SITE_KEY: 'key', ADSENSE_CLIENT_ID: 'ca-pub-1' },
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers /staff, /staff/ and every page under it with the shell, never cached or indexed', async () => {
    for (const url of [
      '/staff',
      '/staff/',
      '/staff/sign-in',
      '/staff/leads/12',
      '/staff?kind=flight',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(SHELL);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toMatch(/noindex/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("'sha256-");
      expect(csp).not.toMatch(/google|gstatic|googlesyndication|doubleclick/);
    }
  });

  it('keeps the fallback file itself and other addresses as they were', async () => {
    expect((await app.inject({ method: 'GET', url: '/__spa-fallback.html' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/staffing' })).statusCode).toBe(404);
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.headers['content-security-policy']).toMatch(/google/);
  });
});
