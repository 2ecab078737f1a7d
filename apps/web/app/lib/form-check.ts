import { isIsoDay } from '@travel/schemas';
import type { TFunction } from 'i18next';
import * as v from 'valibot';
import type { FieldMessages } from './form-errors.ts';

// The API's own schemas of the site's forms and what judges a form with them: fetched when a
// form is first sent, or when the page is idle before that (`prefetchFormCheck`), never before
// the page is interactive (issue 17: valibot and the schemas were about 5 kB gzip on every page).
export {
  ContactInquirySchema,
  ContactMessageSchema,
  FlightBookingFormSchema,
  NewsletterFooterSchema,
  NewsletterHomeSchema,
  NewsletterQuizLeadSchema,
  NewsletterSidebarSchema,
} from '@travel/schemas';

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
export function judge(t: TFunction, schema: AnySchema, body: unknown): FieldMessages {
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
