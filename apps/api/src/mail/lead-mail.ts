import {
  emailStrings,
  LeadNotification,
  leadNotificationSubject,
  LeadReceipt,
  renderEmail,
  type LeadField,
} from '@travel/emails';
import { createElement } from 'react';
import type { Contact, SuspectReason } from '../db/database.ts';
import {
  budgetLabel,
  datesLabel,
  languageLabel,
  messageLabel,
  sourceLabel,
  travelTypeLabel,
} from '../leads/lead-labels.ts';
import { contextLines } from '../leads/context-lines.ts';
import { quizAnswerLines } from '../leads/quiz-lead.ts';
import type { MailConfig } from './config.ts';
import type { NewOutboxMessage } from './outbox.ts';

/** A visitor gets at most this many receipts an hour, so the forms cannot relay spam. */
export const RECEIPTS_PER_HOUR = 3;

/**
 * Suspicions that still earn a receipt: the visitor is not shown to be a bot, only sent no
 * token (`recaptcha-missing-token` is the older name of `no-token`, on rows stored before).
 */
const RECEIPT_DESPITE: ReadonlySet<SuspectReason> = new Set([
  'no-token',
  'recaptcha-missing-token',
]);

export function receiptAllowed(contact: Pick<Contact, 'suspect' | 'suspectReason'>): boolean {
  return (
    !contact.suspect ||
    (contact.suspectReason !== null && RECEIPT_DESPITE.has(contact.suspectReason))
  );
}

/** Where staff open a lead (the staff inbox, issue 13). */
export const leadInboxUrl = (origin: string, id: string) => `${origin}/staff/leads/${id}`;

const nameOf = (contact: Contact) =>
  contact.name ?? [contact.firstName, contact.lastName].filter(Boolean).join(' ');

/** Every field the visitor sent, labelled, in the forms' order. */
function fieldsOf(contact: Contact): LeadField[] {
  const fields: [string, string | null | undefined][] = [
    ['First name', contact.firstName],
    ['Last name', contact.lastName],
    ['Name', contact.name],
    ['Email', contact.email],
    ['Phone', contact.phone],
    ['Travel type', travelTypeLabel(contact.travelType)],
    ['Destination', contact.quiz ? null : contact.destination],
    ['Travel dates', datesLabel(contact.travelDates)],
    ['Group size', contact.groupSize],
    ['Budget', budgetLabel(contact.budget)],
    ...(contact.quiz
      ? quizAnswerLines(contact.quiz.answers).map(({ question, answer }): [string, string] => [
          question,
          answer,
        ])
      : []),
    ['Recommended trip', contact.quiz?.recommendation.name],
    ['Message', messageLabel(contact.source, contact.message)],
    ...contextLines(contact.context).map(({ label, value }): [string, string] => [
      `Asked about: ${label}`,
      value,
    ]),
    ['Form', sourceLabel(contact.source)],
    ['Site language', languageLabel(contact.language)],
  ];
  return fields
    .filter((field): field is [string, string] => Boolean(field[1]))
    .map(([label, value]) => ({ label, value }));
}

/** The agency's notification of a lead, `Reply-To` the visitor. */
export async function leadNotification(
  config: MailConfig,
  contact: Contact,
): Promise<NewOutboxMessage> {
  const { t } = await emailStrings('en', config.agency);
  const props = {
    t,
    agency: config.agency,
    kind: contact.source,
    name: nameOf(contact),
    destination: contact.destination,
    suspect: contact.suspect ? (contact.suspectReason ?? 'suspect') : null,
    fields: fieldsOf(contact),
    inboxUrl: leadInboxUrl(config.agency.origin, contact.id),
  };
  const { html, text } = await renderEmail(createElement(LeadNotification, props));
  return {
    kind: 'lead-notification',
    contactId: contact.id,
    message: {
      to: config.notifyTo,
      replyTo: contact.email,
      subject: leadNotificationSubject(props),
      html,
      text,
    },
  };
}

/** The visitor's receipt: their choices in their language, never their own words. */
export async function leadReceipt(config: MailConfig, contact: Contact): Promise<NewOutboxMessage> {
  const { t, language } = await emailStrings(contact.language, config.agency);
  const element = createElement(LeadReceipt, {
    language,
    t,
    agency: config.agency,
    kind: contact.source,
    travelType: contact.travelType,
    destination: contact.quiz ? null : contact.destination,
    dates: contact.travelDates,
    recommendation: contact.quiz?.recommendation.name ?? null,
  });
  const { html, text } = await renderEmail(element);
  return {
    kind: 'lead-receipt',
    contactId: contact.id,
    message: { to: [contact.email], subject: t('receipt.subject'), html, text },
  };
}
