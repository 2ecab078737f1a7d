import type { DatabaseChoice } from '../db/create-db.ts';
import type { TrustProxy } from './values.ts';
import type { MailConfig } from './mail.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The service's configuration, read from the environment by `loadConfig` (src/config/load.ts). */
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
  trustProxy: TrustProxy;
  /** `NODE_ENV=production`: HSTS on, local dev origins off. */
  production: boolean;
  /**
   * Staff cookies `Secure` whatever the request: production, or SITE_ORIGIN set to https (a
   * request over HTTPS, directly or through a trusted proxy, gets them `Secure` anyway).
   */
  secureCookie: boolean;
  recaptcha: RecaptchaConfig;
  rateLimit: RateLimitConfig;
  /** Shared rate-limit counters; null keeps them in this process. */
  redisUrl: string | null;
  /** Third parties the pages load, which the Content-Security-Policy must admit. */
  thirdParties: ThirdParties;
  /** LOG_CLIENT_NETWORK: log a request's /24 or /48 rather than nothing of its address. */
  logClientNetwork: boolean;
  /** Serve Swagger UI at /api/docs (always outside production; API_DOCS=true in it). */
  apiDocs: boolean;
  /** Days leads are kept before the daily clean-up deletes them; null keeps them. */
  leadRetentionDays: number | null;
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
  /** The site's hostname (from SITE_ORIGIN), which a token's answer must name. */
  hostname: string;
  /** RECAPTCHA_SEND_IP: send the visitor's IP with the token. */
  sendIp: boolean;
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
