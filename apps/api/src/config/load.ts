import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSiteConfig } from '@travel/catalog';
import * as v from 'valibot';
import { APP_DIR } from '../app-dir.ts';
import { IN_MEMORY, type DatabaseChoice } from '../db/create-db.ts';
import { ENV_SCHEMA } from './env.ts';
import type { AppConfig } from './types.ts';
import { mailConfig } from './mail.ts';

export { LOG_LEVELS } from './types.ts';
export type {
  AppConfig,
  LogLevel,
  RateLimitConfig,
  RecaptchaConfig,
  ThirdParties,
} from './types.ts';

/** `web/` beside `dist/` in the bundle (`pnpm bundle`), else `apps/web/build/client`. */
const BUNDLED_WEB = fileURLToPath(new URL('web', APP_DIR));
const DEFAULT_WEB_BUILD_DIR = existsSync(BUNDLED_WEB)
  ? BUNDLED_WEB
  : fileURLToPath(new URL('../web/build/client', APP_DIR));

/** Local dev servers: React Router's (Vite) and this one. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://localhost:3000'];

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // `FOO=` in a shell or an env file means "not set", not "set to nothing".
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(ENV_SCHEMA, given);
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
  const site = resolveSiteConfig(env);
  const siteOrigin = site.origin;
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
    // An https SITE_ORIGIN that was set, not the catalog's default a local checkout falls back to.
    secureCookie: production || (Boolean(env.SITE_ORIGIN) && siteOrigin.startsWith('https:')),
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
      adsense: site.ads.clientId !== null,
      mapEmbedOrigin: values.MAP_EMBED_ORIGIN ?? null,
    },
    logClientNetwork: values.LOG_CLIENT_NETWORK,
    apiDocs: values.API_DOCS ?? !production,
    leadRetentionDays: values.LEAD_RETENTION_DAYS ?? null,
    mail: mailConfig(
      values,
      site,
      values.MAIL_DIR ? resolve(process.cwd(), values.MAIL_DIR) : null,
    ),
  };
}
