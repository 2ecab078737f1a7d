import type { FieldError } from '@travel/schemas';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type * as FormCheck from './form-check.ts';
import { prefetchBotCheck } from './bot-token.ts';
import { useIdle } from './idle.ts';

/** A field's message, by the field's name in the form. */
export type FieldMessages = Partial<Record<string, string>>;

/** The schemas a form can be judged by (app/lib/form-check.ts), by name. */
export type FormSchemaName = Exclude<keyof typeof FormCheck, 'judge' | 'issueMessage'>;

const loadFormCheck = () => import('./form-check.ts');

/**
 * Fetches the forms' checks and the bot check while the page is idle, so that a first send does
 * not wait for them.
 */
export function prefetchFormCheck(): void {
  loadFormCheck().catch(() => {});
  prefetchBotCheck();
}

/**
 * Every invalid field of `body` by the API's schema `name`, in the page's language (first issue
 * of each). When the checks cannot be fetched (the network went away), nothing is judged here:
 * the form is sent, and the server judges it or the send fails with its usual message.
 */
export async function judgeFields(
  t: TFunction,
  name: FormSchemaName,
  body: unknown,
): Promise<FieldMessages> {
  let check: typeof FormCheck;
  try {
    check = await loadFormCheck();
  } catch {
    return {};
  }
  return check.judge(t, check[name], body);
}

/**
 * The server's refusal, field by field, in the page's language: what the schema says about the
 * field where it agrees, a general "check this field" where the server knows more (`rename`
 * maps a field of the request to the form's field that fills it).
 */
export function refusedFields(
  t: TFunction,
  errors: readonly FieldError[],
  local: FieldMessages,
  rename: Partial<Record<string, string>> = {},
): FieldMessages {
  const messages: FieldMessages = {};
  for (const error of errors) {
    const field = rename[error.field] ?? error.field;
    messages[field] ??= local[field] ?? t('common:formErrors.invalid');
  }
  return messages;
}

/** Moves focus to the first control of `form`, in page order, whose name has a message. */
export function focusFirstInvalid(form: HTMLFormElement | null, messages: FieldMessages): boolean {
  if (!form) return false;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && messages[name] !== undefined && element instanceof HTMLElement) {
      element.focus();
      return true;
    }
  }
  return false;
}

/**
 * A form's field messages: `show` renders them at once (so each control is `aria-invalid`
 * and described by its message) and moves focus to the first bad field; it tells whether
 * the form has one (a refusal naming no field of the form is a failure to send, not this).
 */
export function useFieldMessages() {
  const [messages, setMessages] = useState<FieldMessages>({});
  useIdle(prefetchFormCheck);
  function show(form: HTMLFormElement | null, next: FieldMessages): boolean {
    flushSync(() => setMessages(next));
    return focusFirstInvalid(form, next);
  }
  return { messages, show, clear: () => setMessages({}) };
}
