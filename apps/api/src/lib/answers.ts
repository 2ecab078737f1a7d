import { DEFAULT_LANGUAGE, isLanguageCode, loadResources, type LanguageCode } from '@travel/i18n';
import english from '@travel/i18n/en/api.json' with { type: 'json' };
import type { FastifyRequest } from 'fastify';
import { visitorLanguage } from './visitor-language.ts';

/** The API's own words in its JSON answers (`message`), by key in the `api` dictionaries. */
export type AnswerKey = keyof typeof english;

/**
 * The first site language the request's `Accept-Language` names (`de-CH;q=0.9` is German),
 * in the order of the header, its weights ignored as browsers list by preference.
 */
function acceptedLanguage(header: string | undefined): LanguageCode | null {
  for (const part of (header ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLanguageCode(code)) return code;
  }
  return null;
}

/**
 * The language the API answers a request in: the `language` the form posts (the page's), else
 * the site's language cookie, else `Accept-Language` (the site's pages send theirs: a refusal
 * made before the body is read, such as a rate limit, speaks it too), else English.
 */
export function answerLanguage(request: FastifyRequest): LanguageCode {
  return (
    visitorLanguage(request) ??
    acceptedLanguage(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

const loaded = new Map<LanguageCode, Promise<Partial<Record<AnswerKey, string>>>>();

function answersIn(code: LanguageCode): Promise<Partial<Record<AnswerKey, string>>> {
  let answers = loaded.get(code);
  if (!answers) {
    answers = loadResources(code).then(
      (resources) => (resources.api ?? {}) as Partial<Record<AnswerKey, string>>,
      // A language that cannot load answers in English rather than not at all.
      () => ({}),
    );
    loaded.set(code, answers);
  }
  return answers;
}

/** The answer `key` in `language`, English for a string the language lacks. */
export async function answerIn(language: LanguageCode, key: AnswerKey): Promise<string> {
  if (language === DEFAULT_LANGUAGE) return english[key];
  return (await answersIn(language))[key] ?? english[key];
}

/** The answer `key` in the request's language (`answerLanguage`). */
export function answerTo(request: FastifyRequest, key: AnswerKey): Promise<string> {
  return answerIn(answerLanguage(request), key);
}

/** The English answers, for the API's documentation and its tests. */
export const ENGLISH_ANSWERS: Readonly<Record<AnswerKey, string>> = english;
