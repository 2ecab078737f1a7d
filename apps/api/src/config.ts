import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LeadRetentionDaysSchema, resolveSiteConfig } from '@travel/catalog';
import * as v from 'valibot';
import { IN_MEMORY, type DatabaseChoice } from './db/create-db.ts';
import { flag, origin, parseTrustProxy, positiveInteger } from './lib/env-values.ts';
import { LOG_LEVELS, type AppConfig } from './config-types.ts';

export { LOG_LEVELS } from './config-types.ts';
export type {
  AppConfig,
  LogLevel,
  RateLimitConfig,
  RecaptchaConfig,
  ThirdParties,
} from './config-types.ts';

/**
 * `../web/build/client` of the api package. Both `src/config.ts` and the bundled
 * `dist/server.js` sit one folder below the package, so the same relative URL works for both.
 */
const DEFAULT_WEB_BUILD_DIR = fileURLToPath(new URL('../../web/build/client', import.meta.url));

/** Local dev servers: React Router's (Vite) and this one. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://localhost:3000'];

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
      v.transform(parseTrustProxy),
      v.description(
        'Proxies whose X-Forwarded-* headers to believe: a hop count (1 behind one load balancer) or comma-separated proxy addresses/CIDRs; `true` trusts any, letting clients pick their IP; unset: none.',
      ),
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
  RECAPTCHA_SEND_IP: v.optional(
    v.pipe(
      flag,
      v.description(
        "`true` sends the visitor's IP address to Google with each token to verify; unset: it is not sent.",
      ),
    ),
    'false',
  ),
  RATE_LIMIT_MAX: v.optional(positiveInteger, '10'),
  RATE_LIMIT_NEWSLETTER_MAX: v.optional(positiveInteger),
  RATE_LIMIT_WINDOW_MS: v.optional(positiveInteger, '60000'),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must be a redis:// URL'))),
  ADSENSE_CLIENT_ID: v.optional(v.string()),
  MAP_EMBED_ORIGIN: v.optional(origin),
  LOG_CLIENT_NETWORK: v.optional(
    v.pipe(
      flag,
      v.description(
        "`true` logs each request's client network (/24 for IPv4, /48 for IPv6); unset: no trace of the client's address is logged.",
      ),
    ),
    'false',
  ),
  API_DOCS: v.optional(
    v.pipe(
      flag,
      v.description(
        '`true` serves Swagger UI at /api/docs in production; unset: only outside production.',
      ),
    ),
  ),
  LEAD_RETENTION_DAYS: LeadRetentionDaysSchema,
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
    ? { kind: 'postgres', url: values.DATABASE_URL }
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
      hostname: new URL(siteOrigin).hostname,
      sendIp: values.RECAPTCHA_SEND_IP,
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
    logClientNetwork: values.LOG_CLIENT_NETWORK,
    apiDocs: values.API_DOCS ?? !production,
    leadRetentionDays: values.LEAD_RETENTION_DAYS ?? null,
  };
}
