import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSiteConfig } from '@travel/catalog';
import * as v from 'valibot';
import type { RateLimitConfig, RecaptchaConfig, ThirdParties } from './config-types.ts';
import { IN_MEMORY, type DatabaseChoice } from './db/create-db.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  database: DatabaseChoice;
  /** Fastify's `handlerTimeout`: a request not answered by then gets a 503. */
  requestTimeoutMs: number;
  /** The web app's prerendered client build, served as the site. */
  webBuildDir: string;
  /** Origins allowed to call the API from a browser with credentials. */
  corsOrigins: string[];
  /** Origins whose pages may post our forms without JavaScript (the site and the CORS list). */
  siteOrigins: string[];
  /** Fastify's `trustProxy`: which proxies' X-Forwarded-* headers to believe (for client IPs). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** `NODE_ENV=production`: HSTS on, local dev origins off. */
  production: boolean;
  recaptcha: RecaptchaConfig;
  rateLimit: RateLimitConfig;
  /** Shared rate-limit counters; null keeps them in this process. */
  redisUrl: string | null;
  /** Third parties the pages load, which the Content-Security-Policy must admit. */
  thirdParties: ThirdParties;
}

export type { RateLimitConfig, RecaptchaConfig, ThirdParties } from './config-types.ts';

/**
 * `../web/build/client` of the api package. Both `src/config.ts` and the bundled
 * `dist/server.js` sit one folder below the package, so the same relative URL works for both.
 */
const DEFAULT_WEB_BUILD_DIR = fileURLToPath(new URL('../../web/build/client', import.meta.url));

/** Local dev servers: React Router's (Vite) and this one. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://localhost:3000'];

const origin = v.pipe(
  v.string(),
  v.url('must be a URL'),
  v.check((value) => new URL(value).origin === value, 'must be an origin like https://example.com'),
);

const positiveInteger = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.minValue(1, 'must be at least 1'),
);

const milliseconds = (description: string) => v.pipe(positiveInteger, v.description(description));

const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a port number'),
      v.transform(Number),
      v.maxValue(65_535, 'must be a port number'),
    ),
    '3000',
  ),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  ),
  DATA_DIR: v.optional(v.string(), './data'),
  DB_QUERY_TIMEOUT_MS: v.optional(
    milliseconds('PostgreSQL: longest wait for a query, migrations included; unset: 3000.'),
    '3000',
  ),
  DB_CONNECT_TIMEOUT_MS: v.optional(
    milliseconds('PostgreSQL: longest wait for a connection, new or pooled; unset: 3000.'),
    '3000',
  ),
  REQUEST_TIMEOUT_MS: v.optional(
    milliseconds('Longest time before a request is answered 503, bot check included; unset: 4500.'),
    '4500',
  ),
  WEB_BUILD_DIR: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
      v.array(origin),
    ),
  ),
  NODE_ENV: v.optional(v.string()),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.transform((value): AppConfig['trustProxy'] => {
        if (value === 'true' || value === 'false') return value === 'true';
        if (!/^\d+$/.test(value)) return value;
        // A number of proxy hops in front of the server.
        const hops = Number(value);
        return (_address, hop) => hop < hops;
      }),
    ),
  ),
  RECAPTCHA_SECRET: v.optional(v.string()),
  RECAPTCHA_SITE_KEY: v.optional(v.string()),
  RECAPTCHA_MIN_SCORE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a number from 0 to 1'),
      v.transform(Number),
    ),
    '0.5',
  ),
  RECAPTCHA_TIMEOUT_MS: v.optional(positiveInteger, '3000'),
  RATE_LIMIT_MAX: v.optional(positiveInteger, '10'),
  RATE_LIMIT_NEWSLETTER_MAX: v.optional(positiveInteger),
  RATE_LIMIT_WINDOW_MS: v.optional(positiveInteger, '60000'),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must be a redis:// URL'))),
  ADSENSE_CLIENT_ID: v.optional(v.string()),
  MAP_EMBED_ORIGIN: v.optional(origin),
});

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // `FOO=` in a shell or an env file means "not set", not "set to nothing".
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(EnvSchema, given);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'} ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const values = result.output;

  const database: DatabaseChoice = values.DATABASE_URL
    ? {
        kind: 'postgres',
        url: values.DATABASE_URL,
        queryTimeoutMs: values.DB_QUERY_TIMEOUT_MS,
        connectTimeoutMs: values.DB_CONNECT_TIMEOUT_MS,
      }
    : {
        kind: 'pglite',
        dataDir:
          values.DATA_DIR === IN_MEMORY ? IN_MEMORY : resolve(process.cwd(), values.DATA_DIR),
      };

  const production = values.NODE_ENV === 'production';
  const siteOrigin = resolveSiteConfig(env).origin;
  const corsOrigins = values.CORS_ORIGINS ?? [siteOrigin, ...(production ? [] : DEV_ORIGINS)];

  return {
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL,
    database,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    webBuildDir: values.WEB_BUILD_DIR
      ? resolve(process.cwd(), values.WEB_BUILD_DIR)
      : DEFAULT_WEB_BUILD_DIR,
    corsOrigins,
    siteOrigins: [...new Set([siteOrigin, ...corsOrigins])],
    trustProxy: values.TRUST_PROXY ?? false,
    production,
    recaptcha: {
      secret: values.RECAPTCHA_SECRET ?? null,
      minScore: values.RECAPTCHA_MIN_SCORE,
      timeoutMs: values.RECAPTCHA_TIMEOUT_MS,
    },
    rateLimit: {
      contactMax: values.RATE_LIMIT_MAX,
      // Sign-ups are cheaper to make by hand than inquiries: twice the inquiry limit by default.
      newsletterMax: values.RATE_LIMIT_NEWSLETTER_MAX ?? values.RATE_LIMIT_MAX * 2,
      windowMs: values.RATE_LIMIT_WINDOW_MS,
    },
    redisUrl: values.REDIS_URL ?? null,
    thirdParties: {
      recaptcha: values.RECAPTCHA_SITE_KEY !== undefined,
      adsense: values.ADSENSE_CLIENT_ID !== undefined,
      mapEmbedOrigin: values.MAP_EMBED_ORIGIN ?? null,
    },
  };
}
