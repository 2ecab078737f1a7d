import { QUIZ_LEAD_BOT_CHECK_ACTION, parseQuizLeadBody, type ApiResult } from '@travel/schemas';
import { jsonSchemas } from '@travel/schemas/json-schema';
import type { FastifyInstance } from 'fastify';
import { clientNetwork } from '../../../lib/log-serializers.ts';
import { visitorLanguage } from '../../../lib/visitor-language.ts';
import { storeLead, toNewQuizContact } from '../../../leads/store.ts';
import { ENGLISH_ANSWERS, answerTo } from '../../../lib/answers.ts';
import type { FormRouteOptions } from '../contact/index.ts';
import { describeFieldErrors, formResponses } from '../form-schemas.ts';

/** The answer in English; each request is answered in its language (lib/answers.ts). */
export const QUIZ_THANK_YOU = ENGLISH_ANSWERS.quizThankYou;

/**
 * POST /api/quiz/lead: the quiz's lead step as a lead of its own (issue 28). The page also
 * posts the same name and address to /api/newsletter/subscribe (spec §7, whose double opt-in
 * asks for the newsletter's consent); each is stored on its own, so one failing never loses
 * the other.
 */
export default async function quizRoutes(
  fastify: FastifyInstance,
  opts: FormRouteOptions,
): Promise<void> {
  fastify.post(
    '/lead',
    {
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['leads'],
        summary: "Send the quiz's lead step: the visitor and the four answers",
        description:
          'Stored as a lead of kind `quiz` with the answers and the trip they lead to (worked ' +
          'out by the server from the catalog). JSON only: the quiz needs JavaScript. With a ' +
          `reCAPTCHA secret set, send a \`recaptchaToken\` of the action \`${QUIZ_LEAD_BOT_CHECK_ACTION}\`; ` +
          'without one the lead is stored marked suspect (`no-token`).',
        body: { content: { 'application/json': { schema: jsonSchemas.QuizLead } } },
        response: formResponses('Stored.', '(none: JSON only)'),
      },
    },
    async (request, reply) => {
      const parsed = parseQuizLeadBody(request.body);
      if (!parsed.success) {
        const fields = parsed.errors.map((error) => error.field);
        request.log.info({ fields }, 'Quiz lead rejected');
        return reply.code(400).send({
          success: false,
          message: describeFieldErrors(parsed.errors),
          errors: parsed.errors,
        } satisfies ApiResult);
      }
      const unavailable = async () =>
        reply.code(503).send({
          success: false,
          message: await answerTo(request, 'contactUnavailable'),
        } satisfies ApiResult);
      if (!fastify.dbReadiness.ready) return unavailable();

      const lead = parsed.output;
      const verdict = await fastify.botCheck.judge({
        honeypot: lead.website,
        token: lead.recaptchaToken ?? null,
        action: QUIZ_LEAD_BOT_CHECK_ACTION,
        remoteIp: request.ip,
        log: request.log,
      });
      try {
        const { id } = await storeLead(
          fastify,
          { ...toNewQuizContact(lead, verdict), language: visitorLanguage(request) },
          clientNetwork(request.ip),
        );
        request.log.info(
          { contactId: id, source: 'quiz', suspect: verdict.reason ?? false },
          'Quiz lead stored',
        );
      } catch (error) {
        request.log.error({ err: error, source: 'quiz' }, 'Could not store a quiz lead');
        return unavailable();
      }
      return {
        success: true,
        message: await answerTo(request, 'quizThankYou'),
      } satisfies ApiResult;
    },
  );
}
