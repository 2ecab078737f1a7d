import type { SiteConfig } from '@travel/catalog';
import type { Agency } from '@travel/emails';

/** How e-mail leaves the server (src/mail/), from the environment (src/config/mail-env.ts). */
export interface MailConfig {
  /** null: no mail server; messages wait in the outbox (or go to `dir`). */
  smtpUrl: string | null;
  /** Development: each message as an `.eml` file here (only without `smtpUrl`). */
  dir: string | null;
  /** `From` of every message. */
  from: { name: string; address: string };
  /** The agency's addresses told of every lead. */
  notifyTo: string[];
  retryBaseMs: number;
  sendTimeoutMs: number;
  pollMs: number;
  agency: Agency;
}

export interface MailEnv {
  SMTP_URL?: string;
  MAIL_FROM?: string;
  MAIL_DIR?: string;
  LEADS_NOTIFY_TO?: string[];
  MAIL_RETRY_BASE_MS: number;
  MAIL_SEND_TIMEOUT_MS: number;
  MAIL_POLL_MS: number;
}

/** `Name <address>` or a bare address. */
function parseFrom(value: string, fallbackName: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  return match
    ? { name: match[1]!.trim() || fallbackName, address: match[2]!.trim() }
    : { name: fallbackName, address: value.trim() };
}

export function mailConfig(values: MailEnv, site: SiteConfig, dir: string | null): MailConfig {
  const { office } = site;
  return {
    smtpUrl: values.SMTP_URL ?? null,
    dir,
    from: values.MAIL_FROM
      ? parseFrom(values.MAIL_FROM, site.brand)
      : { name: site.brand, address: site.email },
    notifyTo: values.LEADS_NOTIFY_TO?.length ? values.LEADS_NOTIFY_TO : [site.email],
    retryBaseMs: values.MAIL_RETRY_BASE_MS,
    sendTimeoutMs: values.MAIL_SEND_TIMEOUT_MS,
    pollMs: values.MAIL_POLL_MS,
    agency: {
      brand: site.brand,
      phone: site.phone,
      email: site.email,
      address: `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`,
      origin: site.origin,
    },
  };
}
