import { isLanguageCode, languageFromCookies, type LanguageCode } from '@travel/i18n';
import type { FastifyRequest } from 'fastify';

/**
 * The site language a form was sent from: the `language` field the forms post, else the
 * `language` cookie the site sets, else null (English is used for a lead without one).
 */
export function visitorLanguage(request: FastifyRequest): LanguageCode | null {
  const body = request.body;
  const posted =
    typeof body === 'object' && body !== null ? (body as { language?: unknown }).language : null;
  if (isLanguageCode(posted)) return posted;
  return languageFromCookies(request.headers.cookie) ?? null;
}
