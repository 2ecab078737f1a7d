import * as v from 'valibot';
import {
  email,
  formObject,
  honeypot,
  optionalText,
  recaptchaToken,
  requiredText,
} from './fields.ts';
import { LIMITS } from './limits.ts';
import { toFieldErrors, type ParseResult } from './result.ts';

/** Where a newsletter sign-up came from (spec §7: footer, home section, blog sidebar, quiz). */
export const NEWSLETTER_SOURCES = ['footer', 'home', 'blog-sidebar', 'blog-index', 'quiz'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** Forms whose name field is required (spec §5: home section, quiz lead). */
const NAME_REQUIRED: readonly NewsletterSource[] = ['home', 'quiz'];

const source = v.optional(v.picklist(NEWSLETTER_SOURCES, 'Source is not one of the known forms.'));

/** Footer "Stay Updated" (spec §7): email only. */
export const NewsletterFooterSchema = formObject({
  email,
  source,
  recaptchaToken,
  website: honeypot,
});

/** Home section (spec §5, §7): first name and email required, bot-check token optional. */
export const NewsletterHomeSchema = formObject({
  email,
  name: requiredText('Name', LIMITS.name),
  source,
  recaptchaToken,
  website: honeypot,
});

/** Blog sidebar (spec §7): email; the name is sent empty. */
export const NewsletterSidebarSchema = formObject({
  email,
  name: optionalText('Name', LIMITS.name),
  source,
  recaptchaToken,
  website: honeypot,
});

/** Quiz lead capture (spec §5, §7): name and email required. */
export const NewsletterQuizLeadSchema = NewsletterHomeSchema;

/**
 * POST /api/newsletter/subscribe: any of the four forms. The name may be missing or blank,
 * unless `source` names a form that requires it (`home`, `quiz`).
 */
export const NewsletterSubscriptionSchema = v.pipe(
  formObject({
    email,
    name: optionalText('Name', LIMITS.name),
    source,
    recaptchaToken,
    website: honeypot,
  }),
  v.forward(
    v.partialCheck(
      [['source'], ['name']],
      (body) => !(body.source && NAME_REQUIRED.includes(body.source)) || body.name !== undefined,
      'Name is required.',
    ),
    ['name'],
  ),
);
export type NewsletterSubscriptionInput = v.InferInput<typeof NewsletterSubscriptionSchema>;
export type NewsletterSubscription = v.InferOutput<typeof NewsletterSubscriptionSchema>;

/** Validates a POST /api/newsletter/subscribe body. */
export function parseNewsletterBody(body: unknown): ParseResult<NewsletterSubscription> {
  const result = v.safeParse(NewsletterSubscriptionSchema, body);
  if (!result.success) return { success: false, errors: toFieldErrors(result.issues) };
  return { success: true, output: result.output };
}

/** GET /api/newsletter/unsubscribe: the token from the e-mail's link. */
export const UnsubscribeQuerySchema = v.object({
  token: v.optional(
    v.pipe(v.string('The token must be text.'), v.maxLength(200, 'The token is too long.')),
  ),
});
export type UnsubscribeQuery = v.InferOutput<typeof UnsubscribeQuerySchema>;
