import * as v from 'valibot';
import { commaList, positiveInteger } from './values.ts';

const d = v.description;

const milliseconds = positiveInteger;

/** smtp: (upgraded with STARTTLS, see transport.ts) or smtps: (TLS from the start). */
function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The mail variables, spread into ENV_SCHEMA (src/config/env.ts). */
export const MAIL_ENV_ENTRIES = {
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(isSmtpUrl, 'must be an smtp:// or smtps:// URL'),
      d(
        'Mail server, e.g. `smtp://user:pass@host:587`: `smtps:` is TLS from the start, `smtp:` ' +
          'must upgrade with STARTTLS (plain only to a loopback host). Unset: messages wait in ' +
          'the outbox (or go to `MAIL_DIR`) and are sent once it is set.',
      ),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      d(
        '`From` of every message, e.g. `Northstar Voyages <hello@example.com>`. Default: the site brand and e-mail.',
      ),
    ),
  ),
  MAIL_DIR: v.optional(
    v.pipe(
      v.string(),
      d(
        'Development: write each message as an `.eml` file in this directory instead of sending ' +
          'it (`SMTP_URL` wins when both are set).',
      ),
    ),
  ),
  LEADS_NOTIFY_TO: v.optional(
    v.pipe(
      v.string(),
      commaList,
      v.array(v.pipe(v.string(), v.email('must be comma-separated e-mail addresses'))),
      d('Comma-separated addresses told of every lead. Default: the site e-mail (`SITE_EMAIL`).'),
    ),
  ),
  MAIL_RETRY_BASE_MS: v.optional(
    v.pipe(
      milliseconds,
      d(
        'First pause before retrying a failed delivery; each retry doubles it (with jitter, at most an hour) for 24 hours.',
      ),
    ),
    '30000',
  ),
  MAIL_SEND_TIMEOUT_MS: v.optional(
    v.pipe(
      milliseconds,
      d(
        'How long one delivery may take; a message claimed by a process that died is tried ' +
          'again after twice this.',
      ),
    ),
    '30000',
  ),
  MAIL_POLL_MS: v.optional(
    v.pipe(milliseconds, d('How often the delivery worker looks for due messages.')),
    '2000',
  ),
};
