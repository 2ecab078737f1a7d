import { isIsoDay, type FieldError } from '@travel/schemas';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import * as v from 'valibot';

/** A field's message, by the field's name in the form. */
export type FieldMessages = Partial<Record<string, string>>;

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The value at a dot path (`context.service`) of a body. */
function valueAt(body: unknown, path: string): unknown {
  let value: unknown = body;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The message, in the page's language, for what the shared schema found wrong with a field.
 * The schemas' own messages are English sentences for the API's clients; the page says the
 * same in the visitor's language, told apart by the kind of check that failed.
 */
export function issueMessage(
  t: TFunction,
  field: string,
  issue: v.BaseIssue<unknown>,
  value: unknown,
): string {
  if (isBlank(value)) return t('common:formErrors.required');
  switch (issue.type) {
    case 'regex':
      return /email/i.test(field) ? t('common:formErrors.email') : t('common:formErrors.invalid');
    case 'max_length':
      return t('common:formErrors.tooLong', { max: Number(issue.requirement) });
    case 'picklist':
    case 'literal':
    case 'union':
      return t('common:formErrors.choice');
    case 'partial_check':
      return t('common:formErrors.returnBeforeDeparture');
    case 'check':
      if (/phone/i.test(field)) return t('common:formErrors.phone');
      if (/date/i.test(field) && typeof value === 'string')
        return isIsoDay(value.trim())
          ? t('common:formErrors.pastDate')
          : t('common:formErrors.date');
      return t('common:formErrors.invalid');
    default:
      return t('common:formErrors.invalid');
  }
}

/** Every invalid field of `body` by `schema`, in the page's language (first issue of each). */
export function judgeFields(t: TFunction, schema: AnySchema, body: unknown): FieldMessages {
  const result = v.safeParse(schema as v.GenericSchema, body);
  if (result.success) return {};
  const messages: FieldMessages = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? 'body';
    if (messages[field] !== undefined) continue;
    messages[field] = issueMessage(t, field, issue, valueAt(body, field));
  }
  return messages;
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
  function show(form: HTMLFormElement | null, next: FieldMessages): boolean {
    flushSync(() => setMessages(next));
    return focusFirstInvalid(form, next);
  }
  return { messages, show, clear: () => setMessages({}) };
}
