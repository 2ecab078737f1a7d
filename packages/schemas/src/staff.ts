import * as v from 'valibot';
import { EMAIL_MAX, EMAIL_PATTERN, isStorableText } from './fields.ts';
import { STORED_LEAD_SOURCES, type StoredLeadSource } from './options.ts';
import { ServiceContextSchema } from './contact.ts';

/**
 * The agency's side (issue 13): what the staff pages send to /api/staff/* and what they get
 * back. The API validates bodies and queries with these schemas; the pages import the types.
 */

/** Every endpoint of the staff API. */
export const STAFF_API = {
  session: '/api/staff/session',
  me: '/api/staff/me',
  /** GET: the unread count and the newest lead, which the open inbox polls (issue 28). */
  inboxState: '/api/staff/inbox-state',
  leads: '/api/staff/leads',
  lead: (id: string) => `/api/staff/leads/${encodeURIComponent(id)}`,
  leadNotes: (id: string) => `/api/staff/leads/${encodeURIComponent(id)}/notes`,
  /** PUT `{assigneeId}`: who looks after the lead (null: nobody). */
  leadAssignee: (id: string) => `/api/staff/leads/${encodeURIComponent(id)}/assignee`,
  /** GET: the staff members a lead can be assigned to. */
  users: '/api/staff/users',
  /** POST: sends a failed (or retrying) message about the lead again now. */
  leadMessageRetry: (id: string, messageId: string) =>
    `/api/staff/leads/${encodeURIComponent(id)}/messages/${encodeURIComponent(messageId)}/retry`,
  leadsCsv: '/api/staff/leads.csv',
  subscribers: '/api/staff/subscribers',
  subscribersCsv: '/api/staff/subscribers.csv',
  erasurePreview: '/api/staff/erasure/preview',
  erasure: '/api/staff/erasure',
} as const;

/** The agency's time zone (Minneapolis): the pages show times in it, `from`/`to` are its days. */
export const AGENCY_TIME_ZONE = 'America/Chicago';

/** The cookie that carries a staff session. */
export const STAFF_SESSION_COOKIE = 'staff_session';
/** Rows per page of the lead and subscriber lists. */
export const STAFF_PAGE_SIZE = 50;
/** The shortest search the lists take (shorter `q` is refused with 400). */
export const STAFF_SEARCH_MIN = 3;
/** The shortest password an account may have. */
export const STAFF_PASSWORD_MIN = 12;
/** The longest note. */
export const STAFF_NOTE_MAX = 5000;

/** The four kinds of lead, and the `source` stored with each. */
export const LEAD_KINDS = ['inquiry', 'contact', 'flight', 'quiz'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_SOURCE = {
  inquiry: 'inquiry-form',
  contact: 'contact-page',
  flight: 'flight-booking',
  quiz: 'quiz',
} as const satisfies Record<LeadKind, StoredLeadSource>;

/**
 * `subscribed`: confirmed and not unsubscribed (the only addresses the newsletter goes to);
 * `pending`: signed up, confirmation not clicked yet; `unsubscribed`.
 */
export const SUBSCRIBER_STATUSES = ['subscribed', 'pending', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const LEAD_STATUSES = ['new', 'in_progress', 'answered', 'closed', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * What an audit entry records. `read` (detail `opened` when opening the lead marked it read),
 * `unread`, `status` (detail: the new status), `note` (detail: the note), `suspect-cleared`,
 * `mail-retry` (detail: the message's kind), `assigned` (detail: the assignee's name, or null
 * when the lead was left to nobody).
 */
export const AUDIT_ACTIONS = [
  'read',
  'unread',
  'status',
  'note',
  'suspect-cleared',
  'mail-retry',
  'assigned',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const email = v.pipe(
  v.string('Please enter your email address.'),
  v.trim(),
  v.nonEmpty('Please enter your email address.'),
  v.maxLength(EMAIL_MAX, 'Please enter a valid email address.'),
  v.toLowerCase(),
);

// ---- Bodies -------------------------------------------------------------------------------

/** POST /api/staff/session */
export const StaffSignInSchema = v.object({
  email,
  password: v.pipe(v.string(), v.nonEmpty('Please enter your password.'), v.maxLength(1024)),
  /** "Keep me signed in": a cookie that outlives the browser; otherwise it ends with it. */
  keepSignedIn: v.optional(v.boolean(), false),
});
export type StaffSignIn = v.InferOutput<typeof StaffSignInSchema>;

/** PATCH /api/staff/leads/{id}: any of the three; `suspect` can only be cleared. */
export const LeadPatchSchema = v.pipe(
  v.object({
    isRead: v.optional(v.boolean()),
    /** With `isRead: true`: the lead page marking what it opened (history: "opened it"). */
    opened: v.optional(v.literal(true)),
    status: v.optional(v.picklist(LEAD_STATUSES)),
    suspect: v.optional(v.literal(false)),
  }),
  v.check(
    (body) => body.isRead !== undefined || body.status !== undefined || body.suspect !== undefined,
    'Nothing to change.',
  ),
);
export type LeadPatch = v.InferOutput<typeof LeadPatchSchema>;

/** POST /api/staff/leads/{id}/notes */
export const LeadNoteSchema = v.object({
  text: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please write a note.'),
    v.maxLength(STAFF_NOTE_MAX, `A note has at most ${STAFF_NOTE_MAX} characters.`),
    v.check(isStorableText, 'The note contains characters we cannot accept.'),
  ),
});
export type LeadNote = v.InferOutput<typeof LeadNoteSchema>;

/** PUT /api/staff/leads/{id}/assignee: a staff member's id, or null for nobody. */
export const LeadAssigneeSchema = v.object({
  assigneeId: v.nullable(v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'Unknown staff member.'))),
});
export type LeadAssignee = v.InferOutput<typeof LeadAssigneeSchema>;

/** POST /api/staff/erasure/preview */
/**
 * An erasure names one whole, valid address (what the forms accept), never a fragment: erasure
 * compares addresses exactly, and `1@example.com` must not reach `victim+1@example.com`.
 */
const erasureEmail = v.pipe(email, v.regex(EMAIL_PATTERN, 'Please enter a valid email address.'));

export const ErasurePreviewSchema = v.object({ email: erasureEmail });
export type ErasurePreviewBody = v.InferOutput<typeof ErasurePreviewSchema>;

/** POST /api/staff/erasure: `confirm` must repeat `email` (case aside). */
export const ErasureSchema = v.pipe(
  v.object({ email: erasureEmail, confirm: erasureEmail }),
  v.check((body) => body.email === body.confirm, 'The confirmation does not match the address.'),
);
export type ErasureBody = v.InferOutput<typeof ErasureSchema>;

// ---- Queries ------------------------------------------------------------------------------

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists (`2026-13-45`, `2026-02-30` and year 0 do not), as PostgreSQL reads it. */
function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.toISOString().slice(5, 10) === value.slice(5)
  );
}

const calendarDay = (name: string) =>
  v.pipe(v.string(), v.check(isCalendarDay, `${name} is a day (YYYY-MM-DD).`));
const commaList = <const T extends readonly [string, ...string[]]>(options: T, label: string) =>
  v.pipe(
    v.string(),
    v.transform((value) => value.split(',').filter((part) => part !== '')),
    v.array(v.picklist(options, `Unknown ${label}.`)),
  );

/**
 * GET /api/staff/leads and /leads.csv. `kind` and `status` take comma lists; `from`/`to` are
 * days in the agency's time zone (both included); `q` needs at least three characters.
 */
export const LeadFilterSchema = v.object({
  kind: v.optional(commaList(LEAD_KINDS, 'kind')),
  read: v.optional(v.picklist(['read', 'unread'], 'read is read or unread.')),
  status: v.optional(commaList(LEAD_STATUSES, 'status')),
  suspect: v.optional(v.picklist(['yes', 'no'], 'suspect is yes or no.')),
  from: v.optional(calendarDay('from')),
  to: v.optional(calendarDay('to')),
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(STAFF_SEARCH_MIN, `Search for at least ${STAFF_SEARCH_MIN} characters.`),
      v.maxLength(200),
    ),
  ),
  /** `mine`: assigned to whoever asks; `unassigned`: to nobody. */
  assigned: v.optional(v.picklist(['mine', 'unassigned'], 'assigned is mine or unassigned.')),
  cursor: v.optional(v.string()),
});
export type LeadFilterInput = v.InferInput<typeof LeadFilterSchema>;
export type LeadFilter = v.InferOutput<typeof LeadFilterSchema>;

/**
 * GET /api/staff/subscribers and /subscribers.csv; `status=subscribed` gives the addresses the
 * newsletter goes to (confirmed, not unsubscribed).
 */
export const SubscriberFilterSchema = v.object({
  status: v.optional(v.picklist(SUBSCRIBER_STATUSES, 'Unknown status.')),
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(STAFF_SEARCH_MIN, `Search for at least ${STAFF_SEARCH_MIN} characters.`),
      v.maxLength(200),
    ),
  ),
  cursor: v.optional(v.string()),
});
export type SubscriberFilter = v.InferOutput<typeof SubscriberFilterSchema>;

// ---- Answers ------------------------------------------------------------------------------

export const StaffUserSchema = v.object({ id: v.string(), email: v.string(), name: v.string() });
export type StaffUser = v.InferOutput<typeof StaffUserSchema>;

/** GET /api/staff/users: the active staff members, by name. */
export const StaffUserListSchema = v.object({ users: v.array(StaffUserSchema) });
export type StaffUserList = v.InferOutput<typeof StaffUserListSchema>;

/** 200 of POST /api/staff/session */
export const StaffSessionSchema = v.object({ user: StaffUserSchema });
export type StaffSession = v.InferOutput<typeof StaffSessionSchema>;

/** GET /api/staff/session: who is signed in, if anyone (200 either way, never 401). */
export const StaffSessionStateSchema = v.object({ user: v.nullable(StaffUserSchema) });
export type StaffSessionState = v.InferOutput<typeof StaffSessionStateSchema>;

/** The outbox as the inbox's banner tells it (issue 14). */
export const StaffMailStatusSchema = v.object({
  /** Whether messages leave at all (SMTP_URL or MAIL_DIR); otherwise they wait. */
  configured: v.boolean(),
  /** Messages not sent yet: waiting for a mail server, or retrying. */
  waiting: v.number(),
  /** Messages given up on (after 24 hours of retries); staff can retry them on the lead. */
  failed: v.number(),
});
export type StaffMailStatus = v.InferOutput<typeof StaffMailStatusSchema>;

/**
 * GET /api/staff/inbox-state: what the open inbox polls every few seconds to keep up by
 * itself. Read from the database, so every instance of the API answers the same.
 */
export const InboxStateSchema = v.object({
  unread: v.number(),
  /** The newest lead (any filter), or null when there is none. */
  latest: v.nullable(v.object({ id: v.string(), name: v.string(), createdAt: v.string() })),
});
export type InboxState = v.InferOutput<typeof InboxStateSchema>;

/** GET /api/staff/me */
export const StaffMeSchema = v.object({
  user: StaffUserSchema,
  unread: v.number(),
  mail: StaffMailStatusSchema,
});
export type StaffMe = v.InferOutput<typeof StaffMeSchema>;

const nullableString = v.nullable(v.string());

/** One row of the inbox. `route` is set for flights (`A to B`), `destination` for the others. */
export const LeadSummarySchema = v.object({
  id: v.string(),
  kind: v.picklist(LEAD_KINDS),
  source: v.picklist(STORED_LEAD_SOURCES),
  name: v.string(),
  email: v.string(),
  /** ISO 8601 instant. */
  createdAt: v.string(),
  destination: nullableString,
  route: nullableString,
  isRead: v.boolean(),
  status: v.picklist(LEAD_STATUSES),
  suspect: v.boolean(),
  suspectReason: nullableString,
  /** Who looks after the lead, or null. */
  assignee: v.nullable(v.object({ id: v.string(), name: v.string() })),
  /** The first line of the message (cut to 140 characters), or null when there is none. */
  preview: nullableString,
  /**
   * Which request of the same person this is (same address, case and `+tag` aside, or same
   * phone), counting from 1 in the order they came; 1 for a first or only request.
   */
  requestNumber: v.number(),
});
export type LeadSummary = v.InferOutput<typeof LeadSummarySchema>;

/** Every stored field of a lead. `name` is the display name (joined first + last if need be). */
export const LeadDetailSchema = v.object({
  ...LeadSummarySchema.entries,
  firstName: nullableString,
  lastName: nullableString,
  phone: nullableString,
  travelType: nullableString,
  travelDates: nullableString,
  groupSize: nullableString,
  budget: nullableString,
  message: v.string(),
  /** The /contact service context (with the quiz recommendation), or null. */
  context: v.nullable(ServiceContextSchema),
  /** The site language the visitor used (a language code), or null for older leads. */
  language: nullableString,
  /**
   * The same values as staff read them (issue 28): budgets as dollar ranges, travel type and
   * flight codes in words, days as dates, the /contact context as labelled lines, the
   * language by its name.
   */
  readable: v.object({
    travelType: nullableString,
    travelDates: nullableString,
    budget: nullableString,
    message: v.string(),
    context: v.array(v.object({ label: v.string(), value: v.string() })),
    language: nullableString,
  }),
  /** The other leads of the same person (same address, case and `+tag` aside, or phone). */
  related: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      kind: v.picklist(LEAD_KINDS),
      createdAt: v.string(),
      status: v.picklist(LEAD_STATUSES),
    }),
  ),
  /** A quiz lead's answers (question and answer in words) and the trip it was shown. */
  quiz: v.nullable(
    v.object({
      answers: v.array(v.object({ question: v.string(), answer: v.string() })),
      recommendation: v.string(),
      /** The recommended destination's page on the site, when it is one. */
      recommendationPath: nullableString,
    }),
  ),
});
export type LeadDetail = v.InferOutput<typeof LeadDetailSchema>;

export const AuditEntrySchema = v.object({
  id: v.string(),
  /** ISO 8601 instant. */
  at: v.string(),
  /** Who did it; null once their account is gone. */
  actor: v.nullable(v.object({ email: v.string(), name: v.string() })),
  action: v.picklist(AUDIT_ACTIONS),
  detail: nullableString,
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const LeadListSchema = v.object({
  items: v.array(LeadSummarySchema),
  nextCursor: nullableString,
  /** Unread leads in total (whatever the filter). */
  unread: v.number(),
});
export type LeadList = v.InferOutput<typeof LeadListSchema>;

export const MESSAGE_KINDS = [
  'lead-notification',
  'lead-receipt',
  'newsletter-confirm',
  'newsletter-welcome',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** `waiting`: not tried yet; `retrying`: tried and failed, will try again; `failed`: given up. */
export const MESSAGE_STATES = ['waiting', 'retrying', 'sent', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** One e-mail about a lead (to the agency, the receipt to the visitor) and how its delivery went. */
export const LeadMessageSchema = v.object({
  id: v.string(),
  kind: v.picklist(MESSAGE_KINDS),
  /** Comma-separated addresses. */
  recipient: v.string(),
  subject: v.string(),
  state: v.picklist(MESSAGE_STATES),
  attempts: v.number(),
  lastError: nullableString,
  /** ISO 8601 instants. */
  createdAt: v.string(),
  sentAt: nullableString,
  /** The next try of a waiting or retrying message. */
  nextAttemptAt: nullableString,
});
export type LeadMessage = v.InferOutput<typeof LeadMessageSchema>;

/**
 * GET/PATCH /api/staff/leads/{id}, POST …/notes and …/retry; history and messages oldest first.
 */
export const LeadWithHistorySchema = v.object({
  lead: LeadDetailSchema,
  history: v.array(AuditEntrySchema),
  messages: v.array(LeadMessageSchema),
});
export type LeadWithHistory = v.InferOutput<typeof LeadWithHistorySchema>;

export const SubscriberSummarySchema = v.object({
  id: v.string(),
  email: v.string(),
  name: nullableString,
  source: nullableString,
  createdAt: v.string(),
  status: v.picklist(SUBSCRIBER_STATUSES),
});
export type SubscriberSummary = v.InferOutput<typeof SubscriberSummarySchema>;

export const SubscriberListSchema = v.object({
  items: v.array(SubscriberSummarySchema),
  nextCursor: nullableString,
});
export type SubscriberList = v.InferOutput<typeof SubscriberListSchema>;

/** What an erasure removes; `messages`: outbox rows (with their attempts and `.eml` files). */
const erasureCounts = v.object({
  leads: v.number(),
  subscribers: v.number(),
  notes: v.number(),
  messages: v.number(),
});
export const ErasurePreviewResultSchema = erasureCounts;
export type ErasurePreview = v.InferOutput<typeof ErasurePreviewResultSchema>;
export const ErasureResultSchema = v.object({ erased: erasureCounts });
export type ErasureResult = v.InferOutput<typeof ErasureResultSchema>;
