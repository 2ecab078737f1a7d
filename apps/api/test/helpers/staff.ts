import { randomUUID } from 'node:crypto';
import { STAFF_SESSION_COOKIE } from '@travel/schemas';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database.ts';
import { addAccount } from '../../src/staff/accounts.ts';
import { afterAll, beforeAll } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { buildTestApp, randomIp } from './app.ts';
import type { TestDatabase } from './databases.ts';
import type { DatabaseVariant } from './variants.ts';

export const PASSWORD = 'correct horse battery staple';
/** The Origin of the site's own pages as `inject` sees it (its host is `localhost:80`). */
export const SAME_ORIGIN = { origin: 'http://localhost' } as const;

export interface Staff {
  email: string;
  cookie: string;
  /** `inject` with this person's session cookie and the site's Origin. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export const uniqueStaffEmail = () => `staff-${randomUUID()}@agency.example`;

export async function createStaff(
  db: Kysely<Database>,
  email = uniqueStaffEmail(),
  name = 'Sam Staff',
): Promise<string> {
  await addAccount(db, { email, name, password: PASSWORD });
  return email;
}

export function signIn(app: FastifyInstance, email: string, password = PASSWORD, ip = randomIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/staff/session',
    headers: SAME_ORIGIN,
    remoteAddress: ip,
    payload: { email, password },
  });
}

/** The session cookie's value in a sign-in answer. */
export function sessionCookie(response: Awaited<ReturnType<typeof signIn>>): string {
  const cookie = response.cookies.find((entry) => entry.name === STAFF_SESSION_COOKIE);
  if (!cookie) throw new Error(`No session cookie (status ${response.statusCode})`);
  return cookie.value;
}

/** A new account, signed in. */
export async function signedInStaff(app: FastifyInstance, db: Kysely<Database>): Promise<Staff> {
  const email = await createStaff(db);
  const cookie = sessionCookie(await signIn(app, email));
  return {
    email,
    cookie,
    request: (options) =>
      app.inject({
        ...options,
        headers: { ...SAME_ORIGIN, ...options.headers },
        cookies: { [STAFF_SESSION_COOKIE]: cookie, ...options.cookies },
      }),
  };
}

/** What a staff API suite works with (`withStaffApp`). */
export interface StaffApp {
  database: TestDatabase;
  app: FastifyInstance;
  /** `accounts` people, each signed in. */
  staff: Staff[];
}

/**
 * The staff API suites' set-up: before the suite's tests, a fresh database of `variant`,
 * migrated before the app starts (under load a fresh PGlite can take longer than Fastify gives
 * a plugin to start), the app on it and `accounts` people signed in, handed to `use`; after
 * them, the app and the database closed.
 */
export function withStaffApp(
  variant: DatabaseVariant,
  use: (setup: StaffApp) => void,
  accounts = 1,
): void {
  let setup: Partial<StaffApp> = {};
  beforeAll(async () => {
    const database = await variant.create();
    setup = { database };
    await migrateToLatest(database.db);
    const app = await buildTestApp(database.db);
    setup.app = app;
    const staff: Staff[] = [];
    for (let i = 0; i < accounts; i += 1) staff.push(await signedInStaff(app, database.db));
    use({ database, app, staff });
  });
  afterAll(async () => {
    await setup.app?.close();
    await setup.database?.cleanup();
  });
}
