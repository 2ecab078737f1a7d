import * as v from 'valibot';
import { flag, origin, positiveInteger } from './values.ts';

/**
 * The variables of the server's defences against abuse (bot check, rate limits) and of the
 * third parties the Content-Security-Policy admits: part of `ENV_SCHEMA` (src/config/env.ts), apart
 * so that each file reads at once. `v.description` of each is its documentation.
 */
const d = v.description;

export const ABUSE_ENV = {
  RECAPTCHA_SEND_IP: v.optional(
    v.pipe(
      flag,
      d(
        "`true` sends the visitor's IP address to Google with each token to verify; unset: " +
          'it is not sent.',
      ),
    ),
    'false',
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
};
