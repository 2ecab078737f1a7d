import type { FieldError } from '@travel/schemas';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import type { FormOutcomeKind } from '../components/FormOutcome.tsx';
import {
  judgeFields,
  refusedFields,
  useFieldMessages,
  type FieldMessages,
  type FormSchemaName,
} from './form-errors.ts';
import { useHydrated } from './useHydrated.ts';

export interface FormSendOptions<Body> {
  /** Translates the field messages. */
  t: TFunction;
  /**
   * The form's body, read when it is sent (its honeypot included). A read that throws (code
   * that could not be fetched) is a failure to send.
   */
  read: (form: HTMLFormElement) => Body | Promise<Body>;
  /**
   * What the page finds wrong before sending: the API's own schema for the form, by name, or
   * a function for a form judged by more than it.
   */
  judge: FormSchemaName | ((body: Body) => Promise<FieldMessages>);
  /**
   * Sends the body (the bot check's token included) and gives back the API's answer as parsed
   * (`postForAnswer`); it rejects when the request cannot be made or the answer is not JSON.
   */
  send: (body: Body) => Promise<unknown>;
  /** The form's field that fills each field of the request, for the server's refusals. */
  rename?: Partial<Record<string, string>>;
  /** After `success: true`: reset the form, tell the page. */
  onSuccess?: (form: HTMLFormElement, body: Body) => void;
  /**
   * An answer without `success: true` and no field to correct says nothing (the footer
   * newsletter, spec §8) instead of a failure to send.
   */
  quietRefusal?: boolean;
  /** The outcome shown before the first send (a message sent before the form started afresh). */
  initialOutcome?: FormOutcomeKind;
}

/** What became of the last send: the outcome, and the server's own words for a refusal. */
export interface SendOutcome {
  outcome: FormOutcomeKind;
  /**
   * The server's message when it answered `success: false` with one and named no field of the
   * form to correct (a limit reached, a service away, a refusal the page could not foresee):
   * the failure shows it (spec §8). Null for a failure to send at all.
   */
  message: string | null;
}

function answerOf(
  answer: unknown,
): { success?: unknown; message?: unknown; errors?: unknown } | null {
  return typeof answer === 'object' && answer !== null ? answer : null;
}

/** The server's words in a `success: false` answer, when it has any. */
function refusalMessage(answer: ReturnType<typeof answerOf>): string | null {
  if (answer?.success !== false || typeof answer.message !== 'string') return null;
  const message = answer.message.trim();
  return message === '' ? null : message;
}

/**
 * How every form of the site is sent (issue 31), whatever it looks like: its fields are read
 * and judged first (messages at the fields, focus on the first bad one, nothing posted), then
 * the body is sent with `pending` meanwhile, and the outcome is kept: `success`, `invalid`
 * when the server refuses fields of the form (shown at them), or `failure` with the server's
 * message when it gave one. Spread `formProps` on the `<form>`, which keeps its own `method`
 * and `action`: without JavaScript it posts to the API, which answers with an outcome page.
 */
export function useFormSend<Body>({
  t,
  read,
  judge,
  send,
  rename,
  onSuccess,
  quietRefusal = false,
  initialOutcome = 'idle',
}: FormSendOptions<Body>) {
  const [pending, setPending] = useState(false);
  const [last, setLast] = useState<SendOutcome>({ outcome: initialOutcome, message: null });
  const { messages: errors, show } = useFieldMessages();
  const hydrated = useHydrated();
  const settle = (outcome: FormOutcomeKind, message: string | null = null) =>
    setLast({ outcome, message });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    let body: Body;
    let local: FieldMessages;
    try {
      body = await read(form);
      local = typeof judge === 'string' ? await judgeFields(t, judge, body) : await judge(body);
    } catch {
      settle('failure');
      return;
    }
    if (show(form, local)) {
      settle('invalid');
      return;
    }
    setPending(true);
    settle('idle');
    try {
      const answer = answerOf(await send(body));
      if (answer?.success === true) {
        settle('success');
        onSuccess?.(form, body);
        return;
      }
      const refused = Array.isArray(answer?.errors) ? (answer.errors as FieldError[]) : [];
      if (show(form, refusedFields(t, refused, local, rename))) settle('invalid');
      else if (!quietRefusal) settle('failure', refusalMessage(answer));
    } catch {
      settle('failure');
    } finally {
      setPending(false);
    }
  }

  return {
    pending,
    outcome: last.outcome,
    /** The server's message for a failure (see `SendOutcome`). */
    message: last.message,
    errors,
    /** For `<FormOutcome>`: the outcome and the server's message. */
    outcomeProps: { outcome: last.outcome, message: last.message },
    formProps: { onSubmit, noValidate: hydrated },
  } as const;
}
