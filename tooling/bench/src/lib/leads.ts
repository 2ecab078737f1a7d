/**
 * Unique request bodies for load runs, and the reconciliation of what the server answered with
 * what the database holds: every 2xx must be exactly one row.
 */

import { API_ENDPOINTS } from '@travel/schemas';

export type Endpoint = 'contact' | 'newsletter';

export const ENDPOINT_PATHS: Record<Endpoint, string> = {
  contact: API_ENDPOINTS.contact,
  newsletter: API_ENDPOINTS.newsletterSubscribe,
};

/** `<prefix>-<n>@example.org`: the key a body is found by in the database. */
export function leadEmail(prefix: string, n: number): string {
  return `${prefix}-${n}@example.org`;
}

/** A contact-page inquiry as the site sends it (see apps/api/test/routes/api/contact.test.ts). */
export function contactBody(email: string): Record<string, string> {
  return {
    name: 'Grace Hopper',
    email,
    phone: '+1 612 555 0100',
    travelDates: 'June 2027',
    destination: 'Iceland',
    groupSize: '4',
    budget: '$8,000',
    message: 'A family trip to see the northern lights, two weeks in June.',
  };
}

/** A home-section newsletter sign-up (name required for `home`). */
export function newsletterBody(email: string): Record<string, string> {
  return { email, name: 'Ada', source: 'home' };
}

export function bodyFor(endpoint: Endpoint, email: string): Record<string, string> {
  return endpoint === 'contact' ? contactBody(email) : newsletterBody(email);
}

export interface Reconciliation {
  /** Bodies answered 2xx. */
  answered: number;
  /** Distinct bodies found in the database. */
  stored: number;
  /** Answered 2xx but not in the database: lost leads. */
  lost: string[];
  /** Rows beyond the first for the same body. */
  duplicates: number;
  /** In the database without a 2xx (the answer never came: a killed server, a cut run). */
  unanswered: number;
}

/**
 * Compares the keys of the bodies answered 2xx with the keys of the rows stored (one entry per
 * row, so a key twice is a duplicate).
 */
export function reconcile(
  answered: Iterable<string>,
  storedRows: Iterable<string>,
): Reconciliation {
  const answeredSet = new Set(answered);
  const counts = new Map<string, number>();
  for (const key of storedRows) counts.set(key, (counts.get(key) ?? 0) + 1);
  let duplicates = 0;
  let unanswered = 0;
  for (const [key, count] of counts) {
    duplicates += count - 1;
    if (!answeredSet.has(key)) unanswered += 1;
  }
  const lost = [...answeredSet].filter((key) => !counts.has(key));
  return { answered: answeredSet.size, stored: counts.size, lost, duplicates, unanswered };
}
