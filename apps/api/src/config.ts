import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSiteConfig } from '@travel/catalog';
import * as v from 'valibot';
import { IN_MEMORY, type DatabaseChoice } from './db/create-db.ts';
import { ENV_SCHEMA, type LogLevel, type TrustProxy } from './env.ts';
import { mailConfig, type MailConfig } from './mail/config.ts';

export { LOG_LEVELS, type LogLevel } from './env.ts';

export interface AppConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  database: DatabaseChoice;
  /** The web app's prerendered client build, served as the site. */
  webBuildDir: string;
  /** Origins allowed to call the API from a browser with credentials. */
  corsOrigins: string[];
  /** Origins whose pages may post our forms without JavaScript (the site and the CORS list). */
  siteOrigins: string[];
  /** Fastify's `trustProxy`: which proxies' X-Forwarded-* headers to believe (for client IPs). */
  trustProxy: TrustProxy;
  /** `NODE_ENV=production`: HSTS on, local dev origins off. */
  production: boolean;
  recaptcha: RecaptchaConfig;
  rateLimit: RateLimitConfig;
  /** Shared rate-limit counters; null keeps them in this process. */
  redisUrl: string | null;
  /** Third parties the pages load, which the Content-Security-Policy must admit. */
  thirdParties: ThirdParties;
  /** E-mail: the outbox's delivery (src/mail/). */
  mail: MailConfig;
}

export interface RecaptchaConfig {
  /** null: tokens are not verified and no lead is marked suspect by the bot check. */
  secret: string | null;
  /** Scores below this mark a lead suspect (0 to 1). */
  minScore: number;
  /** How long to wait for Google's answer before marking the lead suspect. */
  timeoutMs: number;
}

export interface RateLimitConfig {
  /** POSTs to /api/contact per client IP and window. */
  contactMax: number;
  /** POSTs to /api/newsletter/subscribe per client IP and window. */
  newsletterMax: number;
  windowMs: number;
}

export interface ThirdParties {
  /** RECAPTCHA_SITE_KEY is set: the pages load reCAPTCHA from Google. */
  recaptcha: boolean;
  /** ADSENSE_CLIENT_ID is set: the pages load AdSense. */
  adsense: boolean;
  /** The origin of the map embedded on /contact, if any. */
  mapEmbedOrigin: string | null;
}

/**
 * `../web/build/client` of the api package. Both `src/config.ts` and the bundled
 * `dist/server.js` sit one folder below the package, so the same relative URL works for both.
 */
const DEFAULT_WEB_BUILD_DIR = fileURLToPath(new URL('../../web/build/client', import.meta.url));

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
    ? { kind: 'postgres', url: values.DATABASE_URL }
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
      adsense: site.ads.clientId !== null,
      mapEmbedOrigin: values.MAP_EMBED_ORIGIN ?? null,
    },
    mail: mailConfig(
      values,
      site,
      values.MAIL_DIR ? resolve(process.cwd(), values.MAIL_DIR) : null,
    ),
  };
}
