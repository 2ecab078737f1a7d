import {
  LEAD_KINDS,
  LEAD_STATUSES,
  STAFF_SEARCH_MIN,
  SUBSCRIBER_STATUSES,
  type ErasureResult,
  type LeadList,
  type SubscriberList,
} from '@travel/schemas';

/** The inbox's two lists: what visitors sent, and the newsletter's subscribers. */
export type InboxView = 'leads' | 'subscribers';

/** What the inbox's loader gives its page: the first page of the list the URL asks for. */
export type InboxData =
  | { view: 'leads'; leads: LeadList; filters: string }
  | { view: 'subscribers'; subscribers: SubscriberList; filters: string };

/** What an erasure just removed, shown at the top of the inbox. */
export interface ErasedNotice {
  email: string;
  result: ErasureResult;
}

/** The filters the inbox keeps in its URL, by the names the API takes them under. */
export const LEAD_FILTER_KEYS = [
  'kind',
  'read',
  'status',
  'suspect',
  'assigned',
  'from',
  'to',
  'q',
] as const;
export type LeadFilterKey = (typeof LEAD_FILTER_KEYS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const allowed: Record<Exclude<LeadFilterKey, 'q'>, (value: string) => boolean> = {
  kind: (value) =>
    value.split(',').every((part) => (LEAD_KINDS as readonly string[]).includes(part)),
  status: (value) =>
    value.split(',').every((part) => (LEAD_STATUSES as readonly string[]).includes(part)),
  read: (value) => value === 'read' || value === 'unread',
  suspect: (value) => value === 'yes' || value === 'no',
  assigned: (value) => value === 'mine' || value === 'unassigned',
  from: (value) => DAY.test(value),
  to: (value) => DAY.test(value),
};

export interface InboxQuery {
  view: InboxView;
  /** The valid filters of the URL, as the API takes them (a search shorter than it takes is left out). */
  filters: URLSearchParams;
  /** The search as typed, even when too short to send. */
  q: string;
  /** The search was too short to run. */
  qTooShort: boolean;
}

/** The inbox's state from its URL: which list, and the filters that apply to it. */
export function inboxQuery(search: URLSearchParams): InboxQuery {
  const view: InboxView = search.get('view') === 'subscribers' ? 'subscribers' : 'leads';
  const filters = new URLSearchParams();
  const q = (search.get('q') ?? '').trim();
  const qTooShort = q.length > 0 && q.length < STAFF_SEARCH_MIN;
  if (view === 'leads') {
    for (const key of LEAD_FILTER_KEYS) {
      if (key === 'q') continue;
      const value = search.get(key);
      if (value && allowed[key](value)) filters.set(key, value);
    }
  }
  const status = search.get('status');
  if (
    view === 'subscribers' &&
    status &&
    (SUBSCRIBER_STATUSES as readonly string[]).includes(status)
  )
    filters.set('status', status);
  if (q && !qTooShort) filters.set('q', q);
  return { view, filters, q, qTooShort };
}

/** `path?query` with the filters and, for the next page, the cursor. */
export function withQuery(path: string, filters: URLSearchParams, cursor?: string | null): string {
  const query = new URLSearchParams(filters);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
