import type { Contact } from '../db/database.ts';
import { quizAnswerLines } from '../leads/quiz-lead.ts';
import { toDetail } from './leads-query.ts';

export const NOT_FOUND_LEAD = 'There is no such lead.';

/** The columns of the lead export: every stored field, in reading order. */
export const leadCsvColumns: { header: string; value: (row: Contact) => unknown }[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'created_at', value: (row) => row.createdAt },
  { header: 'kind', value: (row) => toDetail(row).kind },
  { header: 'source', value: (row) => row.source },
  { header: 'status', value: (row) => row.status },
  { header: 'read', value: (row) => (row.isRead ? 'yes' : 'no') },
  { header: 'name', value: (row) => toDetail(row).name },
  { header: 'first_name', value: (row) => row.firstName },
  { header: 'last_name', value: (row) => row.lastName },
  { header: 'email', value: (row) => row.email },
  { header: 'phone', value: (row) => row.phone },
  { header: 'travel_type', value: (row) => row.travelType },
  { header: 'destination_or_route', value: (row) => row.destination },
  { header: 'travel_dates', value: (row) => row.travelDates },
  { header: 'group_size', value: (row) => row.groupSize },
  { header: 'budget', value: (row) => row.budget },
  { header: 'message', value: (row) => row.message },
  { header: 'context', value: (row) => (row.context ? JSON.stringify(row.context) : '') },
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
  { header: 'suspect', value: (row) => (row.suspect ? 'yes' : 'no') },
  { header: 'suspect_reason', value: (row) => row.suspectReason },
];
