import type { ContactBody } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Contact, Database, NewContact } from '../../../db/database.ts';
import { retryOnDroppedConnection } from '../../../db/retry.ts';
import type { BotVerdict } from '../bot-check.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contactRepository: ContactRepository;
  }
}

export interface ContactRepository {
  create(body: ContactBody, verdict?: BotVerdict): Promise<Pick<Contact, 'id'>>;
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
): Promise<Pick<Contact, 'id'>> {
  return db.insertInto('contacts').values(contact).returning('id').executeTakeFirstOrThrow();
}

async function contactRepositoryPlugin(fastify: FastifyInstance): Promise<void> {
  const repository: ContactRepository = {
    create: (body, verdict) =>
      retryOnDroppedConnection(() => insertContact(fastify.db, toNewContact(body, verdict))),
  };
  fastify.decorate('contactRepository', repository);
}

export default fp(contactRepositoryPlugin, { name: 'contact-repository', dependencies: ['db'] });
