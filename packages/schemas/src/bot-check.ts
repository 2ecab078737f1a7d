import type { LeadSource } from './options.ts';
import type { NewsletterSource } from './newsletter.ts';

/**
 * The reCAPTCHA v3 action of every form that posts, shared by the pages (which run the check
 * with it before posting) and the API (which accepts a token only for the action of the form
 * the body comes from). Each form has its own, so a token made for one cannot pass for another.
 */
export const LEAD_BOT_CHECK_ACTIONS = {
  'inquiry-form': 'contact_form',
  'contact-page': 'contact_page',
  'flight-booking': 'flight_booking',
} as const satisfies Record<LeadSource, string>;

/** The quiz's lead step: its own action, beside the newsletter sign-up's it also sends. */
export const QUIZ_LEAD_BOT_CHECK_ACTION = 'quiz_lead';

export const NEWSLETTER_BOT_CHECK_ACTIONS = {
  home: 'newsletter_signup',
  footer: 'newsletter_footer',
  'blog-sidebar': 'newsletter_blog_sidebar',
  'blog-index': 'newsletter_blog_index',
  quiz: 'newsletter_quiz',
} as const satisfies Record<NewsletterSource, string>;

export type BotCheckAction =
  | (typeof LEAD_BOT_CHECK_ACTIONS)[LeadSource]
  | typeof QUIZ_LEAD_BOT_CHECK_ACTION
  | (typeof NEWSLETTER_BOT_CHECK_ACTIONS)[NewsletterSource];

/** The action of a newsletter form; a sign-up naming no form counts as the home section's. */
export function newsletterBotCheckAction(source: NewsletterSource | undefined): BotCheckAction {
  return NEWSLETTER_BOT_CHECK_ACTIONS[source ?? 'home'];
}
