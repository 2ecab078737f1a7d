import type { LeadSource } from './options.ts';

/**
 * The names the web app and the API share besides request bodies: the addresses the pages post
 * to, the pages a form posted without JavaScript lands on, and the path prefixes the web build
 * and the server reserve. Client-safe (no Node built-ins): the pages import it as well as the
 * server. The bot check's actions are in bot-check.ts, the staff API's addresses in staff.ts.
 */

/** Every address of the API starts here; the web build holds no page under it. */
export const API_PREFIX = '/api';

/** The form endpoints the pages post to (JSON with JavaScript, a form post without it). */
export const API_ENDPOINTS = {
  /** POST: an inquiry, a contact message or a flight request (`parseContactBody`). */
  contact: `${API_PREFIX}/contact`,
  /** POST: a newsletter sign-up (`parseNewsletterBody`). */
  newsletterSubscribe: `${API_PREFIX}/newsletter/subscribe`,
  /** GET (the link of a mail) and POST (its one-click header): leaves the newsletter. */
  newsletterUnsubscribe: `${API_PREFIX}/newsletter/unsubscribe`,
  /** GET and POST: confirms a sign-up (double opt-in). */
  newsletterConfirm: `${API_PREFIX}/newsletter/confirm`,
  /** POST: Content-Security-Policy violation reports of browsers. */
  cspReport: `${API_PREFIX}/csp-report`,
} as const;

/** The staff's pages (client-rendered, not prerendered: the API answers them with the shell). */
export const STAFF_PREFIX = '/staff';

/**
 * Why a form posted without JavaScript was not taken: each reason has its own page, since a
 * browser without JavaScript shows what the path says. `other` is anything else (a body too
 * large, unreadable).
 */
export const FORM_ERROR_REASONS = ['invalid', 'rate-limited', 'unavailable'] as const;
export type FormErrorReason = (typeof FORM_ERROR_REASONS)[number] | 'other';

/**
 * The pages a form posted without JavaScript lands on (the API answers its post with a 303 to
 * one of them; the web build prerenders each). No visitor posts a form from them.
 */
export const OUTCOME_PAGES = {
  /** A lead was stored: each form's own thank-you page (spec §8 success texts). */
  thankYou: {
    'inquiry-form': '/thank-you',
    'contact-page': '/thank-you/contact',
    'flight-booking': '/thank-you/flight',
  } satisfies Record<LeadSource, string>,
  /** A newsletter sign-up was stored. */
  subscribed: '/newsletter/subscribed',
  /** After any unsubscribe link, whether or not its token was known. */
  unsubscribed: '/newsletter/unsubscribed',
  /** Nothing was stored; the page says why. */
  error: {
    /** Some fields were refused (the query's `fields` names them). */
    invalid: '/form-error/invalid',
    /** Too many posts from this address (429). */
    'rate-limited': '/form-error/rate-limited',
    /** The database is unavailable (503). */
    unavailable: '/form-error/unavailable',
    other: '/form-error',
  } satisfies Record<FormErrorReason, string>,
} as const;

/** Every outcome page, as the web build prerenders them. */
export const OUTCOME_PATHS: readonly string[] = [
  ...Object.values(OUTCOME_PAGES.thankYou),
  OUTCOME_PAGES.error.other,
  ...FORM_ERROR_REASONS.map((reason) => OUTCOME_PAGES.error[reason]),
  OUTCOME_PAGES.subscribed,
  OUTCOME_PAGES.unsubscribed,
];

/** Whether `value` names a reason with a page of its own (not `other`: /form-error itself). */
export function isFormErrorReason(
  value: string | undefined,
): value is (typeof FORM_ERROR_REASONS)[number] {
  return value !== undefined && (FORM_ERROR_REASONS as readonly string[]).includes(value);
}

/**
 * Names the web build writes and the server answers for: never a page of the site of their
 * own. The server answers 404 for a request naming any of them.
 */
export const RESERVED_PATHS = {
  /**
   * @deprecated Where the pages in the other languages were once written, served by cookie. Each
   * language has its own address now (`/es/services`, issue 26); the build writes nothing here,
   * and the server keeps answering 404 for anything under it.
   */
  languagePagesDir: '__lang',
  /**
   * The slug under which a section prerenders its own not-found design (`/blog/__not-found`),
   * served, status 404, for unknown addresses in the section.
   */
  sectionNotFoundSlug: '__not-found',
  /** The catch-all route's page, served with status 404 for any address the build lacks. */
  notFound: '/404',
  /** React Router's shell for client-rendered routes (the staff pages). */
  spaFallback: '/__spa-fallback',
} as const;

/** The section not-found page of a section: `blog` → `/blog/__not-found`. */
export function sectionNotFoundPath(section: string): string {
  return `/${section}/${RESERVED_PATHS.sectionNotFoundSlug}`;
}
