import {
  API_ENDPOINTS,
  NEWSLETTER_BOT_CHECK_ACTIONS,
  type FieldError,
  type NewsletterSource,
} from '@travel/schemas';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import type { FormOutcomeKind } from '../components/FormOutcome.tsx';
import { honeypotFields } from '../components/Honeypot.tsx';
import { postForAnswer } from './api.ts';
import { getBotToken } from './bot-token.ts';
import {
  judgeFields,
  refusedFields,
  useFieldMessages,
  type FormSchemaName,
} from './form-errors.ts';
import { useHydrated } from './useHydrated.ts';

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

function answerOf(answer: unknown): { success?: unknown; errors?: unknown } | null {
  return typeof answer === 'object' && answer !== null ? answer : null;
}

/**
 * What every newsletter form does when sent, whatever it looks like: its fields judged by the
 * API's schema first (messages at the fields, focus on the first), then the bot-check token
 * (which never throws: without one the sign-up goes with `recaptchaToken: null`), the post,
 * `pending` meanwhile, and the outcome. A sign-up resets the form. Spread `formProps` on the
 * `<form>`: without JavaScript it posts to the same endpoint, which answers with an outcome page.
 */
export function useNewsletterSignup({
  source,
  schema,
  t,
  read,
  quietRefusal = false,
}: NewsletterSignupOptions) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcomeKind>('idle');
  const { messages: errors, show } = useFieldMessages();
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const body = { ...read(new FormData(form)), source, ...honeypotFields(form) };
    const local = await judgeFields(t, schema, body);
    if (show(form, local)) {
      setOutcome('invalid');
      return;
    }
    setPending(true);
    setOutcome('idle');
    try {
      const recaptchaToken = await getBotToken(NEWSLETTER_BOT_CHECK_ACTIONS[source]);
      const answer = answerOf(
        await postForAnswer(API_ENDPOINTS.newsletterSubscribe, { ...body, recaptchaToken }),
      );
      if (answer?.success === true) {
        setOutcome('success');
        form.reset();
        return;
      }
      const refused = Array.isArray(answer?.errors) ? (answer.errors as FieldError[]) : [];
      if (show(form, refusedFields(t, refused, local))) setOutcome('invalid');
      else if (!quietRefusal) setOutcome('failure');
    } catch {
      setOutcome('failure');
    } finally {
      setPending(false);
    }
  }

  return {
    pending,
    outcome,
    errors,
    formProps: {
      method: 'post',
      action: API_ENDPOINTS.newsletterSubscribe,
      onSubmit,
      noValidate: hydrated,
    },
  } as const;
}
