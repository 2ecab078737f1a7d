import { LeadRetentionDaysSchema } from '@travel/catalog';
import * as v from 'valibot';
import { LOG_LEVELS } from './types.ts';
import { ABUSE_ENV } from './abuse.ts';
import { commaList, flag, origin, parseTrustProxy, positiveInteger } from './values.ts';
import { MAIL_ENV_ENTRIES } from './mail-env.ts';

/**
 * Every environment variable the server reads, validated. The `v.description` of each is its
 * documentation: `pnpm config-docs` generates docs/configuration.md from it.
 */

/** `v.description` of each variable is its documentation (docs/configuration.md is generated). */
const d = v.description;

const milliseconds = (description: string) => v.pipe(positiveInteger, d(description));

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
  DB_QUERY_TIMEOUT_MS: v.optional(
    milliseconds('PostgreSQL: longest wait for a query, migrations included.'),
    '3000',
  ),
  DB_CONNECT_TIMEOUT_MS: v.optional(
    milliseconds('PostgreSQL: longest wait for a connection, new or pooled.'),
    '3000',
  ),
  REQUEST_TIMEOUT_MS: v.optional(
    milliseconds('Longest time before a request is answered 503, bot check included.'),
    '4500',
  ),
  WEB_BUILD_DIR: v.optional(
    v.pipe(
      v.string(),
      d(
        'The prerendered site the server serves. Default: `web/` beside `dist/` in the ' +
          'production bundle (`pnpm bundle`), else `apps/web/build/client`. Missing: the server ' +
          'logs a warning and serves the API alone.',
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
      commaList,
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
      v.transform(parseTrustProxy),
      d(
        "Which proxies' `X-Forwarded-*` headers to believe: a hop count, or comma-separated " +
          'addresses/CIDRs (`true` trusts every hop: never behind a proxy that appends). Per-IP ' +
          'rate limits need the real client address. Default: `false`.',
      ),
    ),
  ),
  ...ABUSE_ENV,
  LOG_CLIENT_NETWORK: v.optional(
    v.pipe(
      flag,
      d(
        "`true` logs each request's client network (/24 for IPv4, /48 for IPv6); unset: no " +
          "trace of the client's address is logged.",
      ),
    ),
    'false',
  ),
  API_DOCS: v.optional(
    v.pipe(
      flag,
      d('`true` serves Swagger UI at /api/docs in production; unset: only outside production.'),
    ),
  ),
  // Read at web build too (the privacy page states it): defined once, in the catalog.
  LEAD_RETENTION_DAYS: LeadRetentionDaysSchema,
  ...MAIL_ENV_ENTRIES,
});
