import { isLanguageCode } from '@travel/i18n';
import { OUTCOME_PAGES } from '@travel/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { seeOther } from '../../../lib/form-post.ts';
import { visitorLanguage } from '../../../lib/visitor-language.ts';
import { linkPage, type LinkPage } from '../../../mail/pages.ts';
import { retryOnDroppedConnection } from '../../../db/retry.ts';
import { PAGE, UNSUBSCRIBED, schema } from './links-schema.ts';
import {
  confirm,
  confirmedByToken,
  languageOfToken,
  pendingConfirmation,
  unsubscribe,
} from '../../../newsletter/subscriptions.ts';

/** The page's language when the sign-up does not give one: the link's, else the visitor's. */
const linkLanguage = (request: FastifyRequest): string | null => {
  const lang = (request.query as { lang?: unknown }).lang;
  return isLanguageCode(lang) ? lang : visitorLanguage(request);
};

const tokenOf = (request: FastifyRequest) => {
  const token = (request.query as { token?: unknown }).token;
  return typeof token === 'string' && token.length > 0 && token.length <= 100 ? token : null;
};

/** RFC 8058: a mail client's one-click unsubscribe posts exactly this field. */
const isOneClick = (request: FastifyRequest) =>
  (request.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';

/**
 * The links of newsletter e-mails: `/confirm` (double opt-in) and `/unsubscribe`. A GET answers
 * a page whose button POSTs to the same URL; only the POST changes anything.
 */
export default async function newsletterLinks(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;
  const agency = () => fastify.mail.config.agency;
  const page = async (
    reply: FastifyReply,
    request: FastifyRequest,
    language: string | null,
    content: LinkPage,
    status = 200,
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await linkPage(agency(), language ?? linkLanguage(request), request.url, content));
  const unavailable = (reply: FastifyReply) => seeOther(reply, OUTCOME_PAGES.error.unavailable);

  /**
   * A link that confirms nothing (any more): "You're subscribed" when it was the link of an
   * address now subscribed (opened again, issue 28), else the 404 page.
   */
  const alreadyOrInvalid = async (
    reply: FastifyReply,
    request: FastifyRequest,
    token: string | null | undefined,
  ) => {
    const subscribed = token
      ? await retryOnDroppedConnection(() => confirmedByToken(db, token))
      : undefined;
    if (subscribed) {
      return page(reply, request, subscribed.language, {
        title: 'confirmedTitle',
        body: 'alreadyConfirmedBody',
      });
    }
    return page(reply, request, null, { title: 'invalidTitle', body: 'invalidBody' }, 404);
  };

  fastify.get(
    '/confirm',
    {
      exposeHeadRoute: false,
      schema: schema(
        'The confirmation page',
        'A page with a **Confirm subscription** button that POSTs to the same URL; 404 with a page when the link does not work (unknown, used, or older than 7 days).',
      ),
    },
    async (request, reply) => {
      const token = tokenOf(request);
      if (!fastify.dbReadiness.ready) return unavailable(reply);
      const pending = token
        ? await retryOnDroppedConnection(() => pendingConfirmation(db, token))
        : undefined;
      if (!pending) return alreadyOrInvalid(reply, request, token);
      return page(reply, request, pending.language, {
        title: 'confirmTitle',
        body: 'confirmBody',
        button: 'confirm.button',
        email: pending.email,
      });
    },
  );

  fastify.post(
    '/confirm',
    {
      schema: schema(
        'Confirm a subscription',
        'Subscribes the address and sends the welcome message; a page says so. 404 with a page when the link does not work.',
      ),
    },
    async (request, reply) => {
      const token = tokenOf(request);
      if (!fastify.dbReadiness.ready) return unavailable(reply);
      try {
        const confirmed = token
          ? await retryOnDroppedConnection(() => confirm(db, fastify.mail.config, token))
          : null;
        if (confirmed) fastify.mail.wake(); // the welcome message
        request.log.info({ confirmed: confirmed !== null }, 'Newsletter confirmation');
        if (!confirmed) return alreadyOrInvalid(reply, request, token);
        return page(reply, request, confirmed.language, {
          title: 'confirmedTitle',
          body: 'confirmedBody',
        });
      } catch (error) {
        request.log.error({ err: error }, 'Could not confirm a subscription');
        return unavailable(reply);
      }
    },
  );

  fastify.get(
    '/unsubscribe',
    {
      exposeHeadRoute: false,
      schema: schema(
        'The unsubscribe page',
        'A page with an **Unsubscribe** button that POSTs to the same URL; the same page for any token, so the link reveals nothing. A GET alone unsubscribes nobody.',
        { 200: PAGE },
      ),
    },
    async (request, reply) => {
      const token = tokenOf(request);
      const language =
        token && fastify.dbReadiness.ready
          ? await languageOfToken(db, token).catch(() => null)
          : null;
      return page(reply, request, language, {
        title: 'unsubscribeTitle',
        body: 'unsubscribeBody',
        button: 'unsubscribe',
      });
    },
  );

  fastify.post(
    '/unsubscribe',
    {
      schema: schema(
        'Unsubscribe',
        `The page's button (303 to ${OUTCOME_PAGES.unsubscribed}, known token or not) or a mail client's one-click POST (RFC 8058, body \`List-Unsubscribe=One-Click\`: 200).`,
        UNSUBSCRIBED,
      ),
    },
    async (request, reply) => {
      const token = tokenOf(request);
      const oneClick = isOneClick(request);
      if (token) {
        if (!fastify.dbReadiness.ready)
          return oneClick ? reply.code(503).send() : unavailable(reply);
        try {
          const unsubscribed = await retryOnDroppedConnection(() => unsubscribe(db, token));
          request.log.info({ unsubscribed, oneClick }, 'Unsubscribed');
        } catch (error) {
          request.log.error({ err: error }, 'Could not unsubscribe');
          return oneClick ? reply.code(503).send() : unavailable(reply);
        }
      }
      if (oneClick)
        return reply.code(200).type('text/plain; charset=utf-8').send('Unsubscribed.\n');
      return seeOther(reply, OUTCOME_PAGES.unsubscribed);
    },
  );
}
