/** Parts of AppConfig (config.ts), apart so that config.ts stays short. */

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
