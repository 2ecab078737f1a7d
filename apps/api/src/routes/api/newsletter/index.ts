import {
  OUTCOME_PAGES,
  newsletterBotCheckAction,
  parseNewsletterBody,
  type ApiResult,
} from '@travel/schemas';
import { jsonSchemas } from '@travel/schemas/json-schema';
import type { FastifyInstance } from 'fastify';
import { ENGLISH_ANSWERS, answerTo } from '../../../lib/answers.ts';
import { formErrorLocation, isFormPost, seeOther } from '../../../lib/form-post.ts';
import { visitorLanguage } from '../../../lib/visitor-language.ts';
import type { FormRouteOptions } from '../contact/index.ts';
import { describeFieldErrors, formResponses } from '../form-schemas.ts';
import newsletterLinks from './links.ts';
import { retryOnDroppedConnection } from '../../../db/retry.ts';
import { subscribe } from '../../../newsletter/subscriptions.ts';

/** The answers in English; each request is answered in its language (lib/answers.ts). */
export const WELCOME = ENGLISH_ANSWERS.newsletterWelcome;
export const UNAVAILABLE = ENGLISH_ANSWERS.newsletterUnavailable;

/** POST /api/newsletter/subscribe, and the links of its e-mails (./links.ts) (spec §7). */
export default async function newsletterRoutes(
  fastify: FastifyInstance,
  opts: FormRouteOptions,
): Promise<void> {
  fastify.post(
    '/subscribe',
    {
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address to the newsletter',
        description:
          'From the footer, the home section, the blog sidebar or the quiz. Subscribing an ' +
          'address again (in any case) answers the same and keeps one row; an unsubscribed ' +
          'address is subscribed again. `name` is required when `source` is `home` or `quiz`. ' +
          'With a reCAPTCHA secret set, every form must send a `recaptchaToken` of its own action ' +
          '(`newsletter_signup` for the home section, `newsletter_<source>` for the others); ' +
          'without one the sign-up is stored marked suspect (`no-token`).',
        body: {
          content: {
            'application/json': { schema: jsonSchemas.NewsletterSubscription },
            'application/x-www-form-urlencoded': { schema: jsonSchemas.NewsletterSubscription },
          },
        },
        response: formResponses('Subscribed (or already subscribed).', OUTCOME_PAGES.subscribed),
      },
    },
    async (request, reply) => {
      const form = isFormPost(request);
      const parsed = parseNewsletterBody(request.body);
      if (!parsed.success) {
        const fields = parsed.errors.map((error) => error.field);
        request.log.info({ fields }, 'Newsletter sign-up rejected');
        if (form) {
          const from = fastify.formPagePath(request);
          return seeOther(reply, formErrorLocation('invalid', { errors: parsed.errors, from }));
        }
        return reply.code(400).send({
          success: false,
          message: describeFieldErrors(parsed.errors),
          errors: parsed.errors,
        } satisfies ApiResult);
      }

      const unavailable = async () =>
        form
          ? seeOther(
              reply,
              formErrorLocation('unavailable', { from: fastify.formPagePath(request) }),
            )
          : reply.code(503).send({
              success: false,
              message: await answerTo(request, 'newsletterUnavailable'),
            } satisfies ApiResult);
      if (!fastify.dbReadiness.ready) return unavailable();

      const subscription = parsed.output;
      const verdict = await fastify.botCheck.judge({
        honeypot: subscription.website,
        token: subscription.recaptchaToken,
        action: newsletterBotCheckAction(subscription.source),
        remoteIp: request.ip,
        log: request.log,
      });
      try {
        const { id, confirmationSent } = await retryOnDroppedConnection(() =>
          subscribe(
            fastify.db,
            fastify.mail.config,
            subscription,
            verdict,
            visitorLanguage(request),
          ),
        );
        if (confirmationSent) fastify.mail.wake();
        request.log.info(
          { subscriberId: id, source: subscription.source, suspect: verdict.reason ?? false },
          'Newsletter sign-up stored',
        );
      } catch (error) {
        request.log.error({ err: error }, 'Could not store a newsletter sign-up');
        return unavailable();
      }
      if (form) return seeOther(reply, OUTCOME_PAGES.subscribed);
      return {
        success: true,
        message: await answerTo(request, 'newsletterWelcome'),
      } satisfies ApiResult;
    },
  );

  await fastify.register(newsletterLinks);
}
