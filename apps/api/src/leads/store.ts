/**
 * How the app stores the leads its forms send (issue 28, spec §7): plain functions that take
 * what they use, as the staff's services do (src/staff/); the routes call them with the app's
 * own `db` and `mail` (Fastify decorators for infrastructure only).
 */

import type { ContactBody, QuizLead } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Contact, Database, NewContact } from '../db/database.ts';
import { retryOnDroppedConnection } from '../db/retry.ts';
import type { MailConfig } from '../config/mail.ts';
import {
  leadNotification,
  leadReceipt,
  leadReceiptAllowed,
  receiptAddressKey,
  RECEIPTS_PER_HOUR,
  RECEIPTS_PER_NETWORK_PER_HOUR,
} from '../mail/lead-mail.ts';
import { countRecentReceipts, enqueue } from '../mail/outbox.ts';
import { quizLeadRecord } from './quiz-lead.ts';
import type { BotVerdict } from '../plugins/app/bot-check.ts';

/**
 * The row of the quiz's lead step: the visitor, the answers and the trip they were shown (also
 * as `destination`, which the inbox lists). The quiz has no message of its own.
 */
export function toNewQuizContact(
  lead: QuizLead,
  verdict: BotVerdict = { suspect: false, reason: null },
): NewContact {
  const quiz = quizLeadRecord(lead.answers);
  return {
    source: 'quiz',
    name: lead.name,
    email: lead.email,
    destination: quiz.recommendation.name,
    message: '',
    quiz: JSON.stringify(quiz),
    suspect: verdict.suspect,
    suspectReason: verdict.reason,
  };
}

/**
 * The row a validated /api/contact body becomes: every field its form carries, nothing else
 * (the bot-check token and the honeypot are not kept).
 */
export function toNewContact(
  { source, data }: ContactBody,
  verdict: BotVerdict = { suspect: false, reason: null },
): NewContact {
  const flags = { suspect: verdict.suspect, suspectReason: verdict.reason };
  switch (source) {
    case 'inquiry-form':
      return {
        source,
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        phone: data.phone ?? null,
        travelType: data.travelType ?? null,
        destination: data.destination ?? null,
        budget: data.budget ?? null,
        message: data.message,
        ...flags,
      };
    case 'contact-page':
      return {
        source,
        name: data.name,
        email: data.email,
        phone: data.phone ?? null,
        travelDates: data.travelDates ?? null,
        destination: data.destination ?? null,
        groupSize: data.groupSize ?? null,
        budget: data.budget ?? null,
        message: data.message,
        // Blank parameters were dropped by the schema; JSON leaves out the undefined ones.
        context: data.context ? JSON.stringify(data.context) : null,
        ...flags,
      };
    case 'flight-booking':
      return {
        source,
        name: data.name,
        email: data.email,
        phone: data.phone,
        travelType: data.travelType,
        destination: data.destination,
        travelDates: data.travelDates,
        groupSize: data.groupSize,
        message: data.message,
        ...flags,
      };
  }
}

export async function insertContact(
  db: Kysely<Database>,
  contact: NewContact,
  mail?: MailConfig,
  /** The /24 or /48 the lead was posted from: receipts are limited per network too. */
  clientNetwork = 'unknown',
): Promise<Pick<Contact, 'id'>> {
  if (!mail) {
    return db.insertInto('contacts').values(contact).returning('id').executeTakeFirstOrThrow();
  }
  // The lead and its messages are stored together or not at all: no lead without its
  // notification, no message about a lead that was not stored.
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contacts')
      .values(contact)
      .returningAll()
      .executeTakeFirstOrThrow();
    const from = mail.from.address;
    await enqueue(trx, from, await leadNotification(mail, row));
    const receiptAddress = receiptAddressKey(row.email);
    if (
      leadReceiptAllowed(row) &&
      (await countRecentReceipts(trx, { receiptAddress })) < RECEIPTS_PER_HOUR &&
      (await countRecentReceipts(trx, { clientNetwork })) < RECEIPTS_PER_NETWORK_PER_HOUR
    ) {
      const receipt = await leadReceipt(mail, row);
      await enqueue(trx, from, { ...receipt, receiptAddress, clientNetwork });
    }
    return { id: row.id };
  });
}

/** What storing a lead uses of the app: its database, and its mail to wake the worker. */
export interface LeadStoreDeps {
  db: Kysely<Database>;
  mail: Pick<FastifyInstance['mail'], 'config' | 'wake'>;
}

/**
 * Stores a lead (`toNewContact`, `toNewQuizContact`) with its e-mails, retrying over a connection
 * the database dropped, then wakes the mail worker to deliver them.
 */
export async function storeLead(
  { db, mail }: LeadStoreDeps,
  contact: NewContact,
  /** The /24 or /48 the lead was posted from (`clientNetwork`). */
  clientNetwork?: string,
): Promise<Pick<Contact, 'id'>> {
  const stored = await retryOnDroppedConnection(() =>
    insertContact(db, contact, mail.config, clientNetwork),
  );
  mail.wake();
  return stored;
}
