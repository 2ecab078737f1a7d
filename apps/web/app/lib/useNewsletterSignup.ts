import {
  API_ENDPOINTS,
  NEWSLETTER_BOT_CHECK_ACTIONS,
  type NewsletterSource,
} from '@travel/schemas';
import type { TFunction } from 'i18next';
import { honeypotFields } from '../components/Honeypot.tsx';
import { postForAnswer } from './api.ts';
import { getBotToken } from './bot-token.ts';
import type { FormSchemaName } from './form-errors.ts';
import { useFormSend } from './useFormSend.ts';

export interface NewsletterSignupOptions {
  /** Which form this is: sent with the sign-up and naming its bot-check action (spec §5, §7). */
  source: Exclude<NewsletterSource, 'quiz'>;
  /** The API's own schema for this form, by name: what it would refuse is not sent. */
  schema: FormSchemaName;
  /** Translates the field messages. */
  t: TFunction;
  /** The form's own fields (trimmed), besides `source` and the honeypot. */
  read: (data: FormData) => Record<string, string>;
  /**
   * An answer with no `success: true` and no field to correct says nothing (the footer, spec
   * §8) instead of a failure to send.
   */
  quietRefusal?: boolean;
}

/**
 * What every newsletter form does when sent, whatever it looks like (`useFormSend`): its
 * fields judged by the API's schema first (messages at the fields, focus on the first), then
 * the bot-check token (which never throws: without one the sign-up goes with
 * `recaptchaToken: null`), the post, `pending` meanwhile, and the outcome, with the server's
 * message when it refuses the sign-up. A sign-up resets the form. Spread `formProps` on the
 * `<form>`: without JavaScript it posts to the same endpoint, which answers with an outcome page.
 */
export function useNewsletterSignup({
  source,
  schema,
  t,
  read,
  quietRefusal = false,
}: NewsletterSignupOptions) {
  const { formProps, ...send } = useFormSend({
    t,
    read: (form) => ({ ...read(new FormData(form)), source, ...honeypotFields(form) }),
    judge: schema,
    send: async (body) =>
      postForAnswer(API_ENDPOINTS.newsletterSubscribe, {
        ...body,
        recaptchaToken: await getBotToken(NEWSLETTER_BOT_CHECK_ACTIONS[source]),
      }),
    onSuccess: (form) => form.reset(),
    quietRefusal,
  });
  return {
    ...send,
    formProps: { method: 'post', action: API_ENDPOINTS.newsletterSubscribe, ...formProps },
  } as const;
}
