import { OUTCOME_PAGES } from '@travel/schemas';

/** The OpenAPI description of the newsletter e-mails' links (./links.ts). */

const TOKEN_QUERY = {
  type: 'object',
  properties: {
    token: { type: 'string', description: 'The secret of the e-mail link.' },
    lang: {
      type: 'string',
      description:
        'The language of the e-mail, for the page when the token does not tell (a used or unknown link).',
    },
  },
} as const;

const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});
export const PAGE = html('A page in the visitor’s language.');
export const schema = (
  summary: string,
  description: string,
  response: Record<string, unknown> = { 200: PAGE, 404: html('The link does not work.') },
) => ({ tags: ['newsletter'], summary, description, querystring: TOKEN_QUERY, response });
export const UNSUBSCRIBED = {
  200: { description: 'One-click unsubscribe (RFC 8058): done.', type: 'null' },
  303: {
    description: `To ${OUTCOME_PAGES.unsubscribed} (or ${OUTCOME_PAGES.error.unavailable}).`,
    type: 'null',
  },
};
