import type {
  NewsletterSource,
  QuizLeadAnswers,
  ServiceContext,
  StoredLeadSource,
} from '@travel/schemas';
import type { Generated, Insertable, JSONColumnType, Selectable, Updateable } from 'kysely';
import type { ContactStatusColumn, StaffTables } from './staff-tables.ts';

export interface Database extends StaffTables {
  contacts: ContactsTable;
  newsletterSubscribers: NewsletterSubscribersTable;
  outbox: OutboxTable;
  outboxAttempts: OutboxAttemptsTable;
}

/**
 * Why a row was marked suspect (spec §7 Bot-check): a filled honeypot, or what reCAPTCHA said
 * (or failed to say). Suspect rows are kept for staff to review, never dropped.
 */
export type SuspectReason =
  | 'honeypot'
  /** No token, whatever form the body came from (every form runs the check). */
  | 'no-token'
  /** Rows stored before every form ran the check; no longer written. */
  | 'recaptcha-missing-token'
  | 'recaptcha-unavailable'
  | 'recaptcha-rejected'
  | 'recaptcha-wrong-action'
  | 'recaptcha-wrong-hostname'
  | 'recaptcha-low-score';

/**
 * One lead from any of the three forms that post to /api/contact (spec §3, §7). The inquiry
 * form sends first and last name; the contact page and the flight request send `name`.
 */
export interface ContactsTable extends ContactStatusColumn {
  /** `bigint` identity; both drivers are set to return it as a string so it never loses precision. */
  id: Generated<string>;
  source: StoredLeadSource;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  email: string;
  phone: string | null;
  travelType: string | null;
  destination: string | null;
  travelDates: string | null;
  groupSize: string | null;
  budget: string | null;
  message: string;
  /**
   * What the visitor was looking at when they wrote (the /contact `service` query), as
   * `jsonb`: read as an object, written as JSON text.
   */
  context: JSONColumnType<ServiceContext | null, string | null, string | null>;
  suspect: Generated<boolean>;
  suspectReason: SuspectReason | null;
  isRead: Generated<boolean>;
  createdAt: Generated<Date>;
  /** The site language the visitor used (a `LanguageCode`); null for leads from before. */
  language: string | null;
  /** The staff member who looks after the lead (issue 28), or null. */
  assigneeId: string | null;
  /** The address in lower case without a `+tag` (generated): a person's leads go together. */
  identityEmail: Generated<string>;
  /** The phone's last ten digits when it has seven or more (generated), else null. */
  identityPhone: Generated<string | null>;
  /** A quiz lead's answers and the trip it was shown (`source = 'quiz'`); null otherwise. */
  quiz: JSONColumnType<QuizLeadRecord | null, string | null, string | null>;
}

/** What a quiz lead keeps of the quiz: the answers, and the trip the results showed. */
export interface QuizLeadRecord {
  answers: QuizLeadAnswers;
  recommendation: {
    /** The trip's or destination's name, as the catalog has it (English). */
    name: string;
    /** The destination's slug when the result was one of the site's destinations. */
    slug: string | null;
  };
}

export type Contact = Selectable<ContactsTable>;
export type NewContact = Insertable<ContactsTable>;
export type ContactUpdate = Updateable<ContactsTable>;

/**
 * One newsletter address (spec §7). Unique whatever its case; unsubscribing keeps the row
 * (with `unsubscribedAt`) so a later sign-up brings the same row back.
 */
export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  name: string | null;
  source: NewsletterSource | null;
  /**
   * SHA-256 (hex, `lib/token-hash.ts`) of the secret in the unsubscribe link of every e-mail;
   * the secret itself is made when the address is confirmed and only mailed, never stored.
   */
  unsubscribeToken: string;
  createdAt: Generated<Date>;
  unsubscribedAt: Date | null;
  suspect: Generated<boolean>;
  suspectReason: SuspectReason | null;
  language: string | null;
  /** Subscribed means confirmed and not unsubscribed (double opt-in). */
  confirmedAt: Date | null;
  /**
   * SHA-256 (hex) of the secret of the last confirmation link mailed; each confirmation mail
   * has a new secret, and the earlier link stops working.
   */
  confirmToken: string | null;
  confirmRequestedAt: Date | null;
}

export type NewsletterSubscriber = Selectable<NewsletterSubscribersTable>;
export type NewNewsletterSubscriber = Insertable<NewsletterSubscribersTable>;
export type NewsletterSubscriberUpdate = Updateable<NewsletterSubscribersTable>;

export type OutboxKind =
  'lead-notification' | 'lead-receipt' | 'newsletter-confirm' | 'newsletter-welcome';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A rendered message as the worker sends it (`From` is added at sending time: `MAIL_FROM`). */
export interface OutboxMessage {
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** One e-mail to send; see src/mail/. */
export interface OutboxTable {
  id: Generated<string>;
  kind: OutboxKind;
  contactId: string | null;
  subscriberId: string | null;
  /** The address(es) written to, comma-separated: for per-address limits and erasure. */
  recipient: string;
  /** Lead receipts only: the recipient normalised (`receiptAddressKey`), for their limit. */
  receiptAddress: Generated<string | null>;
  /** Lead receipts only: the network the lead came from (/24 or /48), for their limit. */
  clientNetwork: Generated<string | null>;
  message: JSONColumnType<OutboxMessage, string, string>;
  /** `<…@host>`, the same on every try, so a duplicate is recognisable as one. */
  messageId: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  /** When a worker may (re)try it; a claimed row is leased by moving this forward. */
  nextAttemptAt: Generated<Date>;
  lastError: string | null;
  createdAt: Generated<Date>;
  sentAt: Date | null;
}

export interface OutboxAttemptsTable {
  id: Generated<string>;
  outboxId: string;
  attemptedAt: Generated<Date>;
  /** null: delivered. */
  error: string | null;
}

export type OutboxRow = Selectable<OutboxTable>;
