import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/load.ts';
import { describeDatabase } from '../src/db/create-db.ts';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      database: { kind: 'pglite', dataDir: resolve(process.cwd(), 'data') },
    });
    expect(config.webBuildDir).toBe(resolve(import.meta.dirname, '../../web/build/client'));
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://app:secret@db.internal:5433/travel';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({
      kind: 'postgres',
      url,
      queryTimeoutMs: 3000,
      connectTimeoutMs: 3000,
    });
  });

  it('bounds every wait: database queries and connections, and the request itself', () => {
    const defaults = loadConfig({ DATABASE_URL: 'postgres://db/travel' });
    expect(defaults.requestTimeoutMs).toBe(4500);
    const set = loadConfig({
      DATABASE_URL: 'postgres://db/travel',
      DB_QUERY_TIMEOUT_MS: '1000',
      DB_CONNECT_TIMEOUT_MS: '2000',
      REQUEST_TIMEOUT_MS: '3000',
    });
    expect(set.database).toMatchObject({ queryTimeoutMs: 1000, connectTimeoutMs: 2000 });
    expect(set.requestTimeoutMs).toBe(3000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('resolves DATA_DIR against the working directory and keeps memory:// as is', () => {
    expect(loadConfig({ DATA_DIR: 'var/db' }).database).toEqual({
      kind: 'pglite',
      dataDir: join(process.cwd(), 'var/db'),
    });
    expect(loadConfig({ DATA_DIR: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'pglite' },
    });
  });

  it('allows the site origin and the local dev servers outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).corsOrigins).toEqual([
      'https://www.northstarvoyages.com',
      'http://localhost:5173',
      'http://localhost:3000',
    ]);
    expect(
      loadConfig({ NODE_ENV: 'production', SITE_ORIGIN: 'https://example.com' }).corsOrigins,
    ).toEqual(['https://example.com']);
  });

  it('takes CORS_ORIGINS as a comma-separated list', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example ,' }).corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('rejects bad values, naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT.*LOG_LEVEL/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('loadConfig: security and bot defence', () => {
  it('has safe defaults: no bot check, local rate limits, no third parties, no HSTS', () => {
    expect(loadConfig({})).toMatchObject({
      production: false,
      trustProxy: false,
      recaptcha: { secret: null, minScore: 0.5, timeoutMs: 3000 },
      rateLimit: { contactMax: 10, newsletterMax: 20, windowMs: 60_000 },
      redisUrl: null,
      thirdParties: { recaptcha: false, adsense: false, mapEmbedOrigin: null },
    });
  });

  it('reads reCAPTCHA, rate limit, Redis and third-party settings', () => {
    const config = loadConfig({
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_MIN_SCORE: '0.7',
      RECAPTCHA_TIMEOUT_MS: '1500',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_WINDOW_MS: '30000',
      REDIS_URL: 'redis://cache.internal:6379/0',
      ADSENSE_CLIENT_ID: 'ca-pub-1',
      MAP_EMBED_ORIGIN: 'https://www.google.com',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      production: true,
      recaptcha: { secret: 'secret', minScore: 0.7, timeoutMs: 1500 },
      // The newsletter defaults to twice the inquiry limit.
      rateLimit: { contactMax: 5, newsletterMax: 10, windowMs: 30_000 },
      redisUrl: 'redis://cache.internal:6379/0',
      thirdParties: { recaptcha: true, adsense: true, mapEmbedOrigin: 'https://www.google.com' },
    });
    expect(loadConfig({ RATE_LIMIT_NEWSLETTER_MAX: '7' }).rateLimit.newsletterMax).toBe(7);
  });

  it('lets forms be posted from the site and every CORS origin', () => {
    expect(
      loadConfig({ SITE_ORIGIN: 'https://example.com', CORS_ORIGINS: 'https://a.example' })
        .siteOrigins,
    ).toEqual(['https://example.com', 'https://a.example']);
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('rejects bad values, naming each variable', () => {
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: '2' })).toThrow(/RECAPTCHA_MIN_SCORE/);
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ MAP_EMBED_ORIGIN: 'https://maps.example/embed' })).toThrow(
      /MAP_EMBED_ORIGIN/,
    );
  });
});

describe('describeDatabase', () => {
  it('names the server and database but never the password', () => {
    const text = describeDatabase({
      kind: 'postgres',
      url: 'postgres://app:s3cret@db.internal:5433/travel',
    });
    expect(text).toBe('PostgreSQL at db.internal:5433/travel');
  });

  it('names the PGlite directory', () => {
    expect(describeDatabase({ kind: 'pglite', dataDir: '/srv/data' })).toBe('PGlite at /srv/data');
    expect(describeDatabase({ kind: 'pglite', dataDir: 'memory://' })).toBe('PGlite in memory');
  });
});

describe('loadConfig: security review settings', () => {
  it('defaults to no client network in logs, no IP to Google, docs outside production, leads kept', () => {
    const config = loadConfig({});
    expect(config.logClientNetwork).toBe(false);
    expect(config.recaptcha.sendIp).toBe(false);
    expect(config.apiDocs).toBe(true);
    expect(config.leadRetentionDays).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
  });

  it('reads the flags, the retention and the site hostname the bot check expects', () => {
    const config = loadConfig({
      LOG_CLIENT_NETWORK: 'true',
      RECAPTCHA_SEND_IP: 'true',
      API_DOCS: 'true',
      NODE_ENV: 'production',
      LEAD_RETENTION_DAYS: '365',
      SITE_ORIGIN: 'https://www.northstar.example',
    });
    expect(config).toMatchObject({
      logClientNetwork: true,
      apiDocs: true,
      leadRetentionDays: 365,
      recaptcha: { sendIp: true, hostname: 'www.northstar.example' },
    });
  });

  it.each([
    ['LOG_CLIENT_NETWORK', 'yes'],
    ['RECAPTCHA_SEND_IP', '1'],
    ['API_DOCS', 'on'],
    ['LEAD_RETENTION_DAYS', '0'],
    ['LEAD_RETENTION_DAYS', 'forever'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
