import type { LeadStatus } from '@travel/schemas';
import type { Generated, Selectable } from 'kysely';

/** The tables of the agency's side (migration 2026_11_26_00_00_00_staff_inbox). */
export interface StaffTables {
  staffUsers: StaffUsersTable;
  staffSessions: StaffSessionsTable;
  staffSignInFailures: StaffSignInFailuresTable;
  leadNotes: LeadNotesTable;
  staffAudit: StaffAuditTable;
}

export interface StaffUsersTable {
  id: Generated<string>;
  email: string;
  name: Generated<string>;
  /** argon2id, PHC string. Never logged, never sent. */
  passwordHash: string;
  disabledAt: Date | null;
  createdAt: Generated<Date>;
}
export type StaffUserRow = Selectable<StaffUsersTable>;

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the cookie's token. */
  tokenHash: string;
  userId: string;
  createdAt: Generated<Date>;
  lastSeenAt: Generated<Date>;
}

export interface StaffSignInFailuresTable {
  /** `email:<address>` or `ip:<address>`. */
  key: string;
  count: number;
  firstAt: Date;
  lockedUntil: Date | null;
  /** The verdict on the last attempt counted (`claimSignInAttempt`). */
  allowed: Generated<boolean>;
}

export interface LeadNotesTable {
  id: Generated<string>;
  contactId: string;
  authorId: string | null;
  text: string;
  createdAt: Generated<Date>;
}

export interface StaffAuditTable {
  id: Generated<string>;
  /** null for what concerns no single lead (an erasure). */
  contactId: string | null;
  actorId: string | null;
  action: string;
  detail: string | null;
  at: Generated<Date>;
}

/** The column the migration adds to `contacts`. */
export interface ContactStatusColumn {
  status: Generated<LeadStatus>;
}
