import { emailStrings, NewsletterConfirm, NewsletterWelcome, renderEmail } from '@travel/emails';
import { createElement } from 'react';
import type { NewsletterSubscriber } from '../db/database.ts';
import type { MailConfig } from '../config/mail.ts';
import type { NewOutboxMessage } from './outbox.ts';

/** Confirmation mails one address gets at most a day. */
export const CONFIRMATIONS_PER_DAY = 3;
/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7;

type Subscriber = Pick<NewsletterSubscriber, 'id' | 'email' | 'language' | 'unsubscribeToken'>;

/**
 * The links of the newsletter's e-mails. `lang` names the language of the mail, so that the
 * page opens in it even when the token no longer tells (a used or expired link, issue 28).
 */
const linkUrl = (origin: string, path: string, token: string, language?: string) =>
  `${origin}/api/newsletter/${path}?token=${encodeURIComponent(token)}` +
  (language ? `&lang=${encodeURIComponent(language)}` : '');
export const confirmUrl = (origin: string, token: string, language?: string) =>
  linkUrl(origin, 'confirm', token, language);
export const unsubscribeUrl = (origin: string, token: string, language?: string) =>
  linkUrl(origin, 'unsubscribe', token, language);

/** RFC 2369 and RFC 8058: a one-click unsubscribe a mail client can offer. */
export function listUnsubscribeHeaders(config: MailConfig, token: string): Record<string, string> {
  const mailto = `mailto:${config.from.address}?subject=unsubscribe`;
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(config.agency.origin, token)}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export async function confirmationMessage(
  config: MailConfig,
  subscriber: Subscriber,
  token: string,
): Promise<NewOutboxMessage> {
  const { t, language } = await emailStrings(subscriber.language, config.agency);
  const element = createElement(NewsletterConfirm, {
    language,
    t,
    agency: config.agency,
    confirmUrl: confirmUrl(config.agency.origin, token, language),
  });
  const { html, text } = await renderEmail(element);
  return {
    kind: 'newsletter-confirm',
    subscriberId: subscriber.id,
    message: { to: [subscriber.email], subject: t('confirm.subject'), html, text },
  };
}

export async function welcomeMessage(
  config: MailConfig,
  subscriber: Subscriber,
): Promise<NewOutboxMessage> {
  const { t, language } = await emailStrings(subscriber.language, config.agency);
  const element = createElement(NewsletterWelcome, {
    language,
    t,
    agency: config.agency,
    unsubscribeUrl: unsubscribeUrl(config.agency.origin, subscriber.unsubscribeToken, language),
  });
  const { html, text } = await renderEmail(element);
  return {
    kind: 'newsletter-welcome',
    subscriberId: subscriber.id,
    message: {
      to: [subscriber.email],
      subject: t('welcome.subject'),
      html,
      text,
      headers: listUnsubscribeHeaders(config, subscriber.unsubscribeToken),
    },
  };
}
