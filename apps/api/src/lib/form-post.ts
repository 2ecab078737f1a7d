import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  languageOfPath,
  localizedPath,
  type LanguageCode,
} from '@travel/i18n';
import { OUTCOME_PAGES, type FieldError, type FormErrorReason } from '@travel/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Where a form posted without JavaScript lands: static pages of the web build, one per outcome
 * (`OUTCOME_PAGES` of @travel/schemas), so that a browser without JavaScript shows the right
 * words without reading a query string. The forms post `application/x-www-form-urlencoded`, so
 * the browser shows whatever we answer; a 303 sends it to a page with a GET (reloading that
 * page cannot post the form twice).
 */

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** A browser form post (no JavaScript), as opposed to the pages' JSON calls. */
export function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type?.split(';')[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;
}

/**
 * The language of the page a form was posted from: the `language` field every form carries
 * (the page's, from its address), else the language of the `Referer`'s path (a body that could
 * not be read), else English.
 */
export function formLanguage(request: FastifyRequest): LanguageCode {
  const body = request.body;
  const posted =
    typeof body === 'object' && body !== null ? (body as { language?: unknown }).language : null;
  if (isLanguageCode(posted)) return posted;
  const referer = request.headers.referer;
  if (!referer) return DEFAULT_LANGUAGE;
  try {
    return languageOfPath(new URL(referer).pathname);
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Sends the browser on to a page of the site with a GET: `location`, an English path
 * (`OUTCOME_PAGES`), in the language of the form's page (`/de/thank-you/contact`, issue 26).
 */
export function seeOther(reply: FastifyReply, location: string): FastifyReply {
  const localized = localizedPath(location, formLanguage(reply.request));
  return reply.header('cache-control', 'no-store').redirect(localized, 303);
}

/** Longest query string of the page a form was on that we send the visitor back to. */
const FROM_QUERY_MAX = 1000;

/**
 * The page of our own site a form was posted from, as a path (with its query), read from the
 * `Referer` browsers send to their own site, or null. Only a page `isPage` knows counts, so
 * the address we link back to can never lead to another site.
 */
export function formPagePath(
  request: FastifyRequest,
  isPage: (path: string) => boolean,
): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  // Through URL on both sides, so that a default port written on one side only still matches.
  if (url.host !== new URL(`${url.protocol}//${request.host}`).host) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (!isPage(path)) return null;
  return url.search.length <= FROM_QUERY_MAX ? `${path}${url.search}` : path;
}

export interface FormErrorDetails {
  /** The invalid fields (invalid only). */
  errors?: readonly FieldError[];
  /** The page the form was on (`formPagePath`), for the error page's link back. */
  from?: string | null;
}

/**
 * The error page for `reason`, its query naming the invalid fields (`fields=email,message`)
 * and the page to go back to (`from=/contact`). The page reads both once it runs; without
 * JavaScript it says what its path says.
 */
export function formErrorLocation(reason: FormErrorReason, details: FormErrorDetails = {}): string {
  const query = new URLSearchParams();
  const fields = [...new Set(details.errors?.map((error) => error.field))];
  if (fields.length) query.set('fields', fields.join(','));
  if (details.from) query.set('from', details.from);
  const search = query.toString();
  return search ? `${OUTCOME_PAGES.error[reason]}?${search}` : OUTCOME_PAGES.error[reason];
}

/** The reason an error status stands for, on the error page. */
export function formErrorReason(status: number): FormErrorReason {
  if (status === 429) return 'rate-limited';
  if (status === 503) return 'unavailable';
  return 'other';
}
