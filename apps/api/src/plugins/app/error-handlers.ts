import type { ApiResult } from '@travel/schemas';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ENGLISH_ANSWERS, answerTo, type AnswerKey } from '../../lib/answers.ts';
import { formErrorLocation, formErrorReason, isFormPost, seeOther } from '../../lib/form-post.ts';
import { isApiPath } from './web-build/paths.ts';

/** Friendlier words for the errors Fastify raises before a handler runs. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Send the request body as JSON (Content-Type: application/json) or as a form ' +
    '(application/x-www-form-urlencoded).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

/** The answer in English; each request is answered in its language (lib/answers.ts). */
export const SERVER_ERROR_MESSAGE = ENGLISH_ANSWERS.serverError;

/** Errors whose answer the site's visitors read, by code: worded in the request's language. */
const TRANSLATED_ERRORS: Record<string, AnswerKey> = { RATE_LIMITED: 'tooManyRequests' };

export const NOT_FOUND = 'Not found.';

/**
 * The field a 4xx answer names when no form field is at fault, so a client can always show a
 * message at a field: `body` for the request body as a whole (unreadable, empty, too large,
 * of another type), `request` for the request itself (too many, unknown address).
 */
export function errorField(status: number): string {
  return status === 404 || status === 429 ? 'request' : 'body';
}

/**
 * Errors and unknown addresses: JSON for the API, a 303 to an error page for a form posted
 * without JavaScript, the build's not-found page for a page nobody has.
 */
async function errorHandlers(fastify: FastifyInstance): Promise<void> {
  fastify.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'Request failed');
    } else {
      // The code only: a JSON parse error's message quotes the body it could not read.
      request.log.info({ code: error.code, statusCode: status }, 'Request rejected');
    }
    // A browser posting a form shows whatever comes back: send it to a page instead.
    if (request.method === 'POST' && isFormPost(request) && isApiPath(request.url)) {
      return seeOther(
        reply,
        formErrorLocation(formErrorReason(status), { from: fastify.formPagePath(request) }),
      );
    }
    if (status >= 500) {
      return reply.code(status).send({
        success: false,
        message: await answerTo(request, 'serverError'),
      } satisfies ApiResult);
    }
    const translated = TRANSLATED_ERRORS[error.code];
    const message = translated
      ? await answerTo(request, translated)
      : (CLIENT_ERROR_MESSAGES[error.code] ?? error.message);
    return reply.code(status).send({
      success: false,
      message,
      errors: [{ field: errorField(status), message }],
    } satisfies ApiResult);
  });

  fastify.setNotFoundHandler((request, reply) => {
    const page = fastify.webBuild?.notFoundPageFor(request.url) ?? null;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (page && wantsPage && !isApiPath(request.url)) {
      // An unchanged page would otherwise get a 304 for a URL that does not exist.
      return reply.code(404).sendFile(page, { etag: false, lastModified: false });
    }
    return reply.code(404).send({
      success: false,
      message: NOT_FOUND,
      errors: [{ field: errorField(404), message: NOT_FOUND }],
    } satisfies ApiResult);
  });
}

export default fp(errorHandlers, { name: 'error-handlers' });
