import {
  emailStrings,
  LeadNotification,
  leadNotificationSubject,
  LeadReceipt,
  receiptDestination,
  receiptRecommendation,
  receiptService,
  renderEmail,
  type LeadField,
  type ReceiptDates,
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
import type { MailConfig } from '../config/mail.ts';
import type { NewOutboxMessage } from './outbox.ts';

/**
 * An address gets at most this many receipts an hour, counted on the address normalised
 * (`receiptAddressKey`), so the forms cannot relay spam to `victim+1@`, `victim+2@`…
 */
export const RECEIPTS_PER_HOUR = 3;

/** One client network (/24, /48) gets receipts sent for at most this many leads an hour. */
export const RECEIPTS_PER_NETWORK_PER_HOUR = 10;

/** Providers that ignore dots in the local part, and the domain each is known by. */
const DOTLESS_PROVIDERS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address reaches, for counting: lower case, without a `+tag`, without dots
 * where the provider ignores them (Gmail). Only for limits; mail goes to the address as typed.
 */
export function receiptAddressKey(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1).toLowerCase();
  let local = address.slice(0, at).toLowerCase();
  local = local.split('+')[0] ?? local;
  const provider = DOTLESS_PROVIDERS[domain];
  if (provider) local = local.replaceAll('.', '');
  return `${local}@${provider ?? domain}`;
}

/** A lead earns a receipt only when nothing marked it suspect (no token included). */
export const leadReceiptAllowed = (contact: Pick<Contact, 'suspect'>): boolean => !contact.suspect;

/**
 * Suspicions that still earn a newsletter confirmation: the visitor is not shown to be a bot,
 * only sent no token (`recaptcha-missing-token` is the older name of `no-token`).
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

/** `2027-04-02` or `2027-04-02 - 2027-04-16` (the flight form's dates), else nothing. */
export function receiptDates(value: string | null): ReceiptDates | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?: - (\d{4}-\d{2}-\d{2}))?$/.exec(value?.trim() ?? '');
  if (!match?.[1]) return undefined;
  return { start: match[1], end: match[2] ?? null };
}

/**
 * The visitor's receipt: their choices in their language, never their own words. It goes to
 * whatever address was typed, so nothing free-form a stranger wrote may be in it: the
 * destination, the service and the recommended trip only as the catalog names them (in the
 * lead's language, from its translations), the dates only as dates.
 */
export async function leadReceipt(config: MailConfig, contact: Contact): Promise<NewOutboxMessage> {
  const { t, language } = await emailStrings(contact.language, config.agency);
  const [destination, service, recommendation] = await Promise.all([
    contact.quiz ? undefined : receiptDestination(contact.destination, language),
    receiptService(contact.context, language),
    // A quiz lead's trip as it was stored; a consultation after the quiz names it as a parameter.
    receiptRecommendation(
      contact.quiz?.recommendation ?? contact.context?.recommendation,
      language,
    ),
  ]);
  const element = createElement(LeadReceipt, {
    language,
    t,
    agency: config.agency,
    kind: contact.source,
    travelType: contact.travelType,
    destination: destination ?? null,
    service: service ?? null,
    dates: receiptDates(contact.travelDates) ?? null,
    // Stored from the catalog by the server: shown as stored if the catalog no longer has it.
    recommendation: recommendation ?? contact.quiz?.recommendation.name ?? null,
  });
  const { html, text } = await renderEmail(element);
  return {
    kind: 'lead-receipt',
    contactId: contact.id,
    message: { to: [contact.email], subject: t('receipt.subject'), html, text },
  };
}
