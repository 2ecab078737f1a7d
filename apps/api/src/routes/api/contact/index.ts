import {
  OUTCOME_PAGES,
  LEAD_BOT_CHECK_ACTIONS,
  parseContactBody,
  type ApiResult,
} from '@travel/schemas';
import { jsonSchemas } from '@travel/schemas/json-schema';
import type { FastifyInstance } from 'fastify';
import { formErrorLocation, isFormPost, seeOther } from '../../../lib/form-post.ts';
import { ENGLISH_ANSWERS, answerTo } from '../../../lib/answers.ts';
import { clientNetwork } from '../../../lib/log-serializers.ts';
import { visitorLanguage } from '../../../lib/visitor-language.ts';
import { storeLead, toNewContact } from '../../../leads/store.ts';
import { describeFieldErrors, formResponses } from '../form-schemas.ts';

/** The answers in English; each request is answered in its language (lib/answers.ts). */
export const THANK_YOU = ENGLISH_ANSWERS.contactThankYou;
export const UNAVAILABLE = ENGLISH_ANSWERS.contactUnavailable;

export interface FormRouteOptions {
  /** Posts per client IP and window (`@fastify/rate-limit` route config). */
  rateLimit: { max: number; timeWindow: number };
}

/** POST /api/contact: the inquiry form, the contact page and the flight request (spec §7). */
export default async function contactRoutes(
  fastify: FastifyInstance,
  opts: FormRouteOptions,
): Promise<void> {
  // '' rather than '/': the route is /api/contact exactly, as the pages call it.
  fastify.post(
    '',
    {
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['leads'],
        summary: 'Send an inquiry, a contact page message or a flight request',
        description:
          'The form is recognised by its fields: `firstName` means the inquiry form, ' +
          '`travelType: "Flight Booking"` (or the flight form’s own fields) a flight request, ' +
          'anything else the contact page. Fields no form has (such as the hidden `form`) are ' +
          'ignored. A filled `website` (honeypot) or a failed bot check stores the lead marked ' +
          'suspect and answers as usual. With a reCAPTCHA secret set, every form must send a ' +
          '`recaptchaToken` of its own action (`contact_form`, `contact_page`, ' +
          '`flight_booking`); without one the lead is stored marked suspect (`no-token`).',
        body: {
          content: {
            'application/json': {
              schema: {
                anyOf: [
                  jsonSchemas.ContactInquiry,
                  jsonSchemas.ContactMessage,
                  jsonSchemas.FlightRequest,
                ],
              },
            },
            'application/x-www-form-urlencoded': {
              schema: {
                anyOf: [
                  jsonSchemas.ContactInquiry,
                  jsonSchemas.ContactMessageForm,
                  jsonSchemas.FlightBookingForm,
                ],
              },
            },
          },
        },
        response: formResponses(
          'Stored.',
          `${Object.values(OUTCOME_PAGES.thankYou).join(', ')} (inquiry, contact page, flight request)`,
        ),
      },
    },
    async (request, reply) => {
      const form = isFormPost(request);
      const parsed = parseContactBody(request.body, { encoding: form ? 'form' : 'json' });
      if (!parsed.success) {
        // Field names only: the values are what visitors typed.
        const fields = parsed.errors.map((error) => error.field);
        request.log.info({ fields }, 'Contact inquiry rejected');
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

      const { source, data } = parsed.output;
      const unavailable = async () =>
        form
          ? seeOther(
              reply,
              formErrorLocation('unavailable', { from: fastify.formPagePath(request) }),
            )
          : reply.code(503).send({
              success: false,
              message: await answerTo(request, 'contactUnavailable'),
            } satisfies ApiResult);
      if (!fastify.dbReadiness.ready) return unavailable();

      // Every form runs the bot check with its own action; every shape is judged alike.
      const verdict = await fastify.botCheck.judge({
        honeypot: data.website,
        token: 'recaptchaToken' in data ? (data.recaptchaToken ?? null) : null,
        action: LEAD_BOT_CHECK_ACTIONS[source],
        remoteIp: request.ip,
        log: request.log,
      });
      try {
        const { id } = await storeLead(
          fastify,
          { ...toNewContact(parsed.output, verdict), language: visitorLanguage(request) },
          clientNetwork(request.ip),
        );
        // The id and the form only: what visitors wrote stays out of the logs.
        request.log.info(
          { contactId: id, source, suspect: verdict.reason ?? false },
          'Contact inquiry stored',
        );
      } catch (error) {
        request.log.error({ err: error, source }, 'Could not store a contact inquiry');
        return unavailable();
      }
      if (form) return seeOther(reply, OUTCOME_PAGES.thankYou[source]);
      return {
        success: true,
        message: await answerTo(request, 'contactThankYou'),
      } satisfies ApiResult;
    },
  );
}
