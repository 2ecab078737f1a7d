import { randomUUID } from 'node:crypto';
import { STAFF_SESSION_COOKIE } from '@travel/schemas';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database.ts';
import { addAccount } from '../../src/staff/accounts.ts';
import { randomIp } from './app.ts';

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
