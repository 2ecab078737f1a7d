import {
  AGENCY_TIME_ZONE,
  LEAD_KIND_SOURCE,
  STAFF_PAGE_SIZE,
  type LeadDetail,
  type LeadFilter,
  type LeadKind,
  type LeadSummary,
} from '@travel/schemas';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Contact, Database } from '../db/database.ts';
import {
  budgetLabel,
  datesLabel,
  languageLabel,
  messageLabel,
  travelTypeLabel,
} from '../leads/lead-labels.ts';
import { contextLines } from '../leads/context-lines.ts';
import { quizAnswerLines, recommendationPath } from '../leads/quiz-lead.ts';
import { afterCursor, pageOf } from './cursor.ts';

export const KIND_OF_SOURCE = Object.fromEntries(
  Object.entries(LEAD_KIND_SOURCE).map(([kind, source]) => [source, kind]),
) as Record<string, LeadKind>;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const likePattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The WHERE of a lead filter (without the cursor). */
export function leadConditions(filter: LeadFilter, viewerId?: string): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (filter.assigned === 'unassigned') where.push(sql<SqlBool>`assignee_id is null`);
  // "Mine" without a known viewer matches nothing rather than everything.
  if (filter.assigned === 'mine') where.push(sql<SqlBool>`assignee_id = ${viewerId ?? '0'}`);
  if (filter.kind?.length) {
    const sources = filter.kind.map((kind) => LEAD_KIND_SOURCE[kind]);
    where.push(sql<SqlBool>`source in (${sql.join(sources)})`);
  }
  if (filter.read) where.push(sql<SqlBool>`is_read = ${filter.read === 'read'}`);
  if (filter.status?.length) where.push(sql<SqlBool>`status in (${sql.join(filter.status)})`);
  if (filter.suspect) where.push(sql<SqlBool>`suspect = ${filter.suspect === 'yes'}`);
  if (filter.from) {
    where.push(
      sql<SqlBool>`created_at >= (${filter.from}::date)::timestamp at time zone ${AGENCY_TIME_ZONE}`,
    );
  }
  if (filter.to) {
    where.push(
      sql<SqlBool>`created_at < (${filter.to}::date + 1)::timestamp at time zone ${AGENCY_TIME_ZONE}`,
    );
  }
  if (filter.q) {
    where.push(sql<SqlBool>`search_text like ${likePattern(filter.q)}`);
  }
  return where;
}

/**
 * One page of leads, newest first, after `cursor` (keyset on created_at, id). `limit` rows are
 * read plus one, to know whether another page follows.
 */
export async function findLeads(
  db: Kysely<Database>,
  filter: LeadFilter,
  limit = STAFF_PAGE_SIZE,
  viewerId?: string,
): Promise<{
  rows: (Contact & { cursorAt: string; requestNumber: string; assigneeName: string | null })[];
  nextCursor: string | null;
}> {
  const where = leadConditions(filter, viewerId);
  const after = afterCursor(filter.cursor);
  if (after) where.push(after);
  const rows = await db
    .selectFrom('contacts')
    .selectAll()
    .select(sql<string>`created_at::text`.as('cursorAt'))
    .select(REQUEST_NUMBER.as('requestNumber'))
    .select(ASSIGNEE_NAME.as('assigneeName'))
    .where((eb) => eb.and(where))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return pageOf(rows, limit);
}

/** The same person: the same address (case and `+tag` aside) or the same phone digits. */
export const SAME_PERSON = sql<boolean>`(same.identity_email = contacts.identity_email or same.identity_phone = contacts.identity_phone)`;

/** The name (else the address) of the staff member a lead is assigned to. */
export const ASSIGNEE_NAME = sql<
  string | null
>`(select coalesce(nullif(staff_users.name, ''), staff_users.email) from staff_users where staff_users.id = contacts.assignee_id)`;

/** Which request of its person a lead is, counting from 1 in the order they came. */
const REQUEST_NUMBER = sql<string>`(select count(*) from contacts same where ${SAME_PERSON} and (same.created_at, same.id) <= (contacts.created_at, contacts.id))`;

/** The first line of a message with something on it, cut to 140 characters. */
export function previewOf(message: string): string | null {
  const line = message
    .split(/\r\n|\r|\n/)
    .map((part) => part.trim())
    .find((part) => part !== '');
  if (!line) return null;
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

export async function countUnread(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('isRead', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const displayName = (row: Contact) =>
  row.name ?? [row.firstName, row.lastName].filter(Boolean).join(' ');

type ListedContact = Contact & { requestNumber?: string | number; assigneeName?: string | null };

export function toSummary(row: ListedContact): LeadSummary {
  const kind = KIND_OF_SOURCE[row.source] ?? 'contact';
  return {
    id: row.id,
    kind,
    source: row.source,
    name: displayName(row),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    destination: kind === 'flight' ? null : row.destination,
    route: kind === 'flight' ? row.destination : null,
    isRead: row.isRead,
    status: row.status,
    suspect: row.suspect,
    suspectReason: row.suspectReason,
    assignee:
      row.assigneeId === null
        ? null
        : { id: row.assigneeId, name: row.assigneeName ?? 'A former colleague' },
    preview: previewOf(messageLabel(row.source, row.message)),
    requestNumber: Number(row.requestNumber ?? 1),
  };
}

export function toDetail(row: ListedContact, related: LeadDetail['related'] = []): LeadDetail {
  return {
    ...toSummary(row),
    related,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    travelType: row.travelType,
    travelDates: row.travelDates,
    groupSize: row.groupSize,
    budget: row.budget,
    message: row.message,
    context: row.context,
    language: row.language,
    readable: {
      travelType: travelTypeLabel(row.travelType),
      travelDates: datesLabel(row.travelDates),
      budget: budgetLabel(row.budget),
      message: messageLabel(row.source, row.message),
      context: contextLines(row.context),
      language: languageLabel(row.language),
    },
    quiz: row.quiz
      ? {
          answers: quizAnswerLines(row.quiz.answers),
          recommendation: row.quiz.recommendation.name,
          recommendationPath: recommendationPath(row.quiz),
        }
      : null,
  };
}
