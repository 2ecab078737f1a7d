import { isLanguageCode } from '@travel/i18n';
import type { ApiResult } from '@travel/schemas';

/**
 * The site language the page is shown in (`<html lang>`, its address's language), which every
 * form sends as `language`: the API answers the visitor in it, by e-mail (receipts, newsletter
 * confirmation) and in its answer's `message`.
 */
function pageLanguage(): string | null {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguageCode(language) ? language : null;
}

function withLanguage(body: unknown, language: string | null): unknown {
  if (language === null || typeof body !== 'object' || body === null) return body;
  return { ...body, language };
}

/**
 * POSTs JSON to our API as every form does (spec §7: credentials included, JSON body) and
 * gives back the answer as parsed, whatever its shape. Rejects only when the request cannot be
 * made or the answer is not JSON; for forms that read the answer themselves (the footer
 * newsletter shows nothing for an answer without a `success` flag, spec §8).
 */
export async function postForAnswer(path: string, body: unknown): Promise<unknown> {
  const language = pageLanguage();
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      // Also in the header: a refusal made before the body is read (a limit reached, the
      // server restarting) is worded in the page's language too.
      ...(language ? { 'Accept-Language': language } : {}),
    },
    body: JSON.stringify(withLanguage(body, language)),
  });
  return (await response.json()) as unknown;
}

/**
 * `postForAnswer` for forms that need the `{ success, message }` answer: an answer of any
 * other shape rejects, like a network failure.
 */
export async function postJson(path: string, body: unknown): Promise<ApiResult> {
  const data = await postForAnswer(path, body);
  if (
    typeof data !== 'object' ||
    data === null ||
    typeof (data as ApiResult).success !== 'boolean'
  ) {
    throw new Error(`Unexpected answer from ${path}`);
  }
  return data as ApiResult;
}
