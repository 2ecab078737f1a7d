import { OUTCOME_PAGES } from '@travel/schemas';
import type { FieldError } from '@travel/schemas';
import { jsonSchemas, type JsonSchema } from '@travel/schemas/json-schema';

/**
 * The `message` of a 400 for invalid fields: each field's own message, so that a page showing
 * only the message (the flight request's "Submission failed" notice) still says what to fix.
 */
export function describeFieldErrors(errors: readonly FieldError[]): string {
  return errors.map((error) => error.message).join(' ');
}

const result = (description: string) => ({ ...jsonSchemas.ApiResult, description });

/** The answers every form endpoint documents (OpenAPI); 303 for posts without JavaScript. */
export function formResponses(stored: string, successPage: string): Record<number, JsonSchema> {
  return {
    200: result(stored),
    303: {
      description:
        `A form post (application/x-www-form-urlencoded) goes on to a page: ${successPage} once ` +
        `stored; otherwise ${OUTCOME_PAGES.error.invalid} (\`fields\`: the invalid ones), ` +
        `${OUTCOME_PAGES.error['rate-limited']}, ${OUTCOME_PAGES.error.unavailable} or ` +
        `${OUTCOME_PAGES.error.other} (also for a form posted from another site, or while the ` +
        `server shuts down), with \`from\`: the page of the form (from \`Referer\`, ` +
        `when it is one of the site's pages).`,
      type: 'null',
    },
    400: result(
      'Invalid fields (`errors` names each one; `message` joins their messages), malformed ' +
        'JSON or an empty body (`errors`: `body`).',
    ),
    413: result('A body over 64 KB (`errors`: `body`).'),
    415: result('Neither JSON nor a urlencoded form (`errors`: `body`).'),
    429: result('Too many posts from this IP address; see Retry-After (`errors`: `request`).'),
    503: result('The database is unavailable or the server is shutting down; nothing was stored.'),
  };
}
