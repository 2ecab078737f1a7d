import * as v from 'valibot';
import { MAIL_ENV_ENTRIES } from './mail/env.ts';

/**
 * Every environment variable the server reads, validated. The `v.description` of each is its
 * documentation: `pnpm config-docs` generates docs/configuration.md from it.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fastify's `trustProxy`: which proxies' X-Forwarded-* headers to believe (for client IPs). */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export const origin = v.pipe(
  v.string(),
  v.url('must be a URL'),
  v.check((value) => new URL(value).origin === value, 'must be an origin like https://example.com'),
);

export const positiveInteger = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.minValue(1, 'must be at least 1'),
);

/** `v.description` of each variable is its documentation (docs/configuration.md is generated). */
const d = v.description;

export const ENV_SCHEMA = v.object({
  NODE_ENV: v.optional(
    v.pipe(
      v.string(),
      d(
        '`production` makes the server behave as deployed behind HTTPS: HSTS, ' +
          '`upgrade-insecure-requests`, no local origins in the CORS default. `pnpm start` leaves ' +
          'it unset, so the site also works over plain HTTP from another machine.',
      ),
    ),
  ),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a port number'),
      v.transform(Number),
      v.maxValue(65_535, 'must be a port number'),
      d('Port the server listens on.'),
    ),
    '3000',
  ),
  HOST: v.optional(v.pipe(v.string(), d('Interface the server binds.')), '0.0.0.0'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
      d(
        'PostgreSQL connection string. Unset: embedded PGlite in `DATA_DIR`. A database that ' +
          'does not answer at start does not stop the server: it serves the pages, answers ' +
          '`/readyz` and the forms 503, and retries the migrations until it is ready.',
      ),
    ),
  ),
  DATA_DIR: v.optional(
    v.pipe(
      v.string(),
      d(
        'Where PGlite keeps its files, relative to the working directory; `memory://` keeps ' +
          'everything in memory.',
      ),
    ),
    './data',
  ),
  WEB_BUILD_DIR: v.optional(
    v.pipe(
      v.string(),
      d(
        'The prerendered site the server serves. Default: `apps/web/build/client` beside the ' +
          'api package. Missing: the server logs a warning and serves the API alone.',
      ),
    ),
  ),
  LOG_LEVEL: v.optional(
    v.pipe(
      v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`),
      d(`pino log level: ${LOG_LEVELS.join(', ')}.`),
    ),
    'info',
  ),
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
      d(
        'Comma-separated origins allowed to call the API from a browser. Default: the site ' +
          'origin (`SITE_ORIGIN`), plus `http://localhost:5173` and `http://localhost:3000` ' +
          'unless `NODE_ENV=production`.',
      ),
    ),
  ),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.transform((value): TrustProxy => {
        if (value === 'true' || value === 'false') return value === 'true';
        if (!/^\d+$/.test(value)) return value;
        // A number of proxy hops in front of the server.
        const hops = Number(value);
        return (_address, hop) => hop < hops;
      }),
      d(
        "Which proxies' `X-Forwarded-*` headers to believe: a hop count, or comma-separated " +
          'addresses/CIDRs (`true` trusts every hop: never behind a proxy that appends). Per-IP ' +
          'rate limits need the real client address. Default: `false`.',
      ),
    ),
  ),
  RATE_LIMIT_MAX: v.optional(
    v.pipe(positiveInteger, d('`POST /api/contact` requests per client address and window.')),
    '10',
  ),
  RATE_LIMIT_NEWSLETTER_MAX: v.optional(
    v.pipe(
      positiveInteger,
      d(
        '`POST /api/newsletter/subscribe` requests per client address and window. Default: ' +
          'twice `RATE_LIMIT_MAX`.',
      ),
    ),
  ),
  RATE_LIMIT_WINDOW_MS: v.optional(
    v.pipe(positiveInteger, d('The rate-limit window, in milliseconds.')),
    '60000',
  ),
  REDIS_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^rediss?:\/\//, 'must be a redis:// URL'),
      d(
        'Keep rate-limit counters in Redis, shared by every instance. Unset: each process ' +
          'counts alone.',
      ),
    ),
  ),
  RECAPTCHA_SECRET: v.optional(
    v.pipe(
      v.string(),
      d(
        'reCAPTCHA v3 secret: tokens are verified with Google; a low score, a missing token or ' +
          'an unreachable verifier stores the lead marked suspect (never drops it). Unset: ' +
          'nothing is verified.',
      ),
    ),
  ),
  RECAPTCHA_SITE_KEY: v.optional(
    v.pipe(
      v.string(),
      d(
        "Admits Google's reCAPTCHA origins in the Content-Security-Policy; set it with " +
          '`VITE_RECAPTCHA_SITE_KEY`.',
      ),
    ),
  ),
  RECAPTCHA_MIN_SCORE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a number from 0 to 1'),
      v.transform(Number),
      d('Scores below this (0 to 1) mark the lead suspect.'),
    ),
    '0.5',
  ),
  RECAPTCHA_TIMEOUT_MS: v.optional(
    v.pipe(
      positiveInteger,
      d("How long to wait for Google's answer before storing the lead as suspect."),
    ),
    '3000',
  ),
  MAP_EMBED_ORIGIN: v.optional(
    v.pipe(
      origin,
      d('Origin of the map embedded on /contact (e.g. `https://www.google.com`), for the CSP.'),
    ),
  ),
  ...MAIL_ENV_ENTRIES,
});
