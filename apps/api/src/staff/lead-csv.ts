import { sql, type Kysely } from 'kysely';
import type { Contact, Database } from '../db/database.ts';
import {
  agencyTime,
  budgetLabel,
  datesLabel,
  languageLabel,
  messageLabel,
  sourceLabel,
  statusLabel,
  travelTypeLabel,
} from '../leads/lead-labels.ts';
import { contextLines } from '../leads/context-lines.ts';
import { quizAnswerLines } from '../leads/quiz-lead.ts';
import { toDetail } from './leads-query.ts';

export const NOT_FOUND_LEAD = 'There is no such lead.';

/** A lead as the export writes it: the row and its notes, newest first. */
export type ExportedLead = Contact & { notes: string[]; assigneeName?: string | null };

/**
 * The columns of the lead export: every stored field, in reading order, as staff read them
 * (issue 28): times in the agency's time zone with the offset, labels rather than codes.
 */
export const leadCsvColumns: { header: string; value: (row: ExportedLead) => unknown }[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'created_at', value: (row) => agencyTime(row.createdAt) },
  { header: 'kind', value: (row) => toDetail(row).kind },
  { header: 'source', value: (row) => sourceLabel(row.source) },
  { header: 'status', value: (row) => statusLabel(row.status) },
  { header: 'read', value: (row) => (row.isRead ? 'yes' : 'no') },
  { header: 'assigned_to', value: (row) => row.assigneeName ?? '' },
  { header: 'name', value: (row) => toDetail(row).name },
  { header: 'first_name', value: (row) => row.firstName },
  { header: 'last_name', value: (row) => row.lastName },
  { header: 'email', value: (row) => row.email },
  { header: 'phone', value: (row) => row.phone },
  { header: 'language', value: (row) => languageLabel(row.language) },
  { header: 'travel_type', value: (row) => travelTypeLabel(row.travelType) },
  { header: 'destination_or_route', value: (row) => row.destination },
  { header: 'travel_dates', value: (row) => datesLabel(row.travelDates) },
  { header: 'group_size', value: (row) => row.groupSize },
  { header: 'budget', value: (row) => budgetLabel(row.budget) },
  { header: 'message', value: (row) => messageLabel(row.source, row.message) },
  {
    header: 'context',
    value: (row) =>
      contextLines(row.context)
        .map(({ label, value }) => `${label}: ${value}`)
        .join('\n'),
  },
  {
    header: 'quiz_answers',
    value: (row) =>
      row.quiz
        ? quizAnswerLines(row.quiz.answers)
            .map(({ question, answer }) => `${question} ${answer}`)
            .join('\n')
        : '',
  },
  { header: 'quiz_recommendation', value: (row) => row.quiz?.recommendation.name ?? '' },
  { header: 'notes', value: (row) => row.notes.join('\n\n') },
  { header: 'suspect', value: (row) => (row.suspect ? 'yes' : 'no') },
  { header: 'suspect_reason', value: (row) => row.suspectReason },
];

/**
 * Each page of leads with its notes, newest first, one query per page: `2026-11-28 10:55:01
 * -06:00 Sam Staff: Called, no answer.`
 */
export async function* withNotes(
  db: Kysely<Database>,
  pages: AsyncIterable<(Contact & { assigneeName?: string | null })[]>,
): AsyncGenerator<ExportedLead[]> {
  for await (const page of pages) {
    const ids = page.map((row) => row.id);
    const notes = ids.length
      ? await db
          .selectFrom('leadNotes')
          .leftJoin('staffUsers', 'staffUsers.id', 'leadNotes.authorId')
          .select([
            'leadNotes.contactId',
            'leadNotes.text',
            'leadNotes.createdAt',
            sql<string | null>`coalesce(nullif(staff_users.name, ''), staff_users.email)`.as(
              'author',
            ),
          ])
          .where('leadNotes.contactId', 'in', ids)
          .orderBy('leadNotes.createdAt', 'desc')
          .orderBy('leadNotes.id', 'desc')
          .execute()
      : [];
    const byLead = new Map<string, string[]>();
    for (const note of notes) {
      const line = `${agencyTime(note.createdAt)} ${note.author ?? 'former staff'}: ${note.text}`;
      byLead.set(note.contactId, [...(byLead.get(note.contactId) ?? []), line]);
    }
    yield page.map((row) => ({ ...row, notes: byLead.get(row.id) ?? [] }));
  }
}
