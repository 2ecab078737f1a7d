import { STAFF_SESSION_COOKIE } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_ORIGIN, SIGN_IN_REQUIRED } from '../../../src/routes/api/staff/index.ts';
import { TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from '../../../src/routes/api/staff/session.ts';
import { setDisabled, setPassword } from '../../../src/staff/accounts.ts';
import { THROTTLE } from '../../../src/staff/throttle.ts';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import { buildTestApp, randomIp } from '../../helpers/app.ts';
import type { TestDatabase } from '../../helpers/databases.ts';
import {
  PASSWORD,
  SAME_ORIGIN,
  createStaff,
  sessionCookie,
  signIn,
  signedInStaff,
} from '../../helpers/staff.ts';
import { databaseVariants } from '../../helpers/variants.ts';

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`staff sign-in and sessions (${variant.name})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await variant.create();
      // Migrated before the app starts: under load, a fresh PGlite can take longer than
      // Fastify gives a plugin to start.
      await migrateToLatest(database.db);
      app = await buildTestApp(database.db);
    });

    afterAll(async () => {
      await app?.close();
      await database?.cleanup();
    });

    const me = (cookie: string | null) =>
      app.inject({
        method: 'GET',
        url: '/api/staff/me',
        cookies: cookie ? { [STAFF_SESSION_COOKIE]: cookie } : {},
      });

    it('signs in with a session cookie that is HttpOnly, SameSite=Lax, Path=/', async () => {
      const email = await createStaff(database.db, undefined, 'Ann Smith');
      const response = await signIn(app, email.toUpperCase());

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: { id: expect.any(String), email, name: 'Ann Smith' },
      });
      const cookie = response.cookies.find((entry) => entry.name === STAFF_SESSION_COOKIE)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeFalsy();
      expect(JSON.stringify(response.json())).not.toContain('argon2');

      const answer = await me(cookie.value);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ user: { email, name: 'Ann Smith' }, unread: 0 });
    });

    it('marks the cookie Secure in production', async () => {
      const production = await buildTestApp(database.db, { env: { NODE_ENV: 'production' } });
      try {
        const email = await createStaff(database.db);
        const response = await signIn(production, email);
        const cookie = response.cookies.find((entry) => entry.name === STAFF_SESSION_COOKIE);
        expect(cookie?.secure).toBe(true);
      } finally {
        await production.close();
      }
    });

    it('answers a wrong password, an unknown address and a disabled account alike', async () => {
      const email = await createStaff(database.db);
      const disabled = await createStaff(database.db);
      await setDisabled(database.db, { email: disabled }, true);

      const answers = [
        await signIn(app, email, 'not the password at all'),
        await signIn(app, `nobody-${email}`),
        await signIn(app, disabled),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ success: false, message: WRONG_CREDENTIALS });
        expect(answer.cookies).toHaveLength(0);
      }
    });

    it('refuses every route without a session, with 401 JSON', async () => {
      const routes = [
        ['GET', '/api/staff/me'],
        ['GET', '/api/staff/leads'],
        ['GET', '/api/staff/leads.csv'],
        ['GET', '/api/staff/leads/1'],
        ['PATCH', '/api/staff/leads/1'],
        ['POST', '/api/staff/leads/1/notes'],
        ['GET', '/api/staff/subscribers'],
        ['GET', '/api/staff/subscribers.csv'],
        ['POST', '/api/staff/erasure/preview'],
        ['POST', '/api/staff/erasure'],
      ] as const;
      for (const [method, url] of routes) {
        const cookieSets: Record<string, string>[] = [
          {},
          { [STAFF_SESSION_COOKIE]: 'forged-token' },
        ];
        for (const cookies of cookieSets) {
          const response = await app.inject({ method, url, headers: SAME_ORIGIN, cookies });
          expect(response.statusCode, `${method} ${url}`).toBe(401);
          expect(response.json()).toEqual({ success: false, message: SIGN_IN_REQUIRED });
        }
      }
    });

    it('refuses state changes from another origin with 403, even signed in', async () => {
      const staff = await signedInStaff(app, database.db);
      const evil = { origin: 'https://evil.example' };
      for (const [method, url] of [
        ['PATCH', '/api/staff/leads/1'],
        ['POST', '/api/staff/erasure'],
        ['DELETE', '/api/staff/session'],
      ] as const) {
        const response = await staff.request({ method, url, headers: evil, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ success: false, message: OTHER_ORIGIN });
      }
      const signInElsewhere = await app.inject({
        method: 'POST',
        url: '/api/staff/session',
        headers: evil,
        payload: { email: staff.email, password: PASSWORD },
      });
      expect(signInElsewhere.statusCode).toBe(403);
      // The session is still there: the refused sign-out did nothing.
      expect((await me(staff.cookie)).statusCode).toBe(200);
    });

    it('refuses what a browser says came from elsewhere, a state change without Origin, and bodies that are not JSON', async () => {
      const staff = await signedInStaff(app, database.db);
      const lead = `/api/staff/leads/1`;
      // Any Sec-Fetch-Site but same-origin, even on a GET (a cross-site link or navigation).
      for (const site of ['cross-site', 'same-site', 'none']) {
        const response = await staff.request({
          method: 'GET',
          url: lead,
          headers: { 'sec-fetch-site': site },
        });
        expect(response.statusCode, site).toBe(403);
      }
      // No Origin on a state change.
      const noOrigin = await app.inject({
        method: 'PATCH',
        url: lead,
        cookies: { [STAFF_SESSION_COOKIE]: staff.cookie },
        payload: { isRead: true },
      });
      expect(noOrigin.statusCode).toBe(403);
      // A form or text/plain body, which any site may post without a preflight.
      for (const type of [
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
      ]) {
        const response = await staff.request({
          method: 'PATCH',
          url: lead,
          headers: { 'content-type': type },
          payload: 'isRead=true',
        });
        expect(response.statusCode, type).toBe(415);
      }
      // The staff pages themselves still work.
      const own = await staff.request({
        method: 'GET',
        url: '/api/staff/me',
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(own.statusCode).toBe(200);
    });

    it('tells who is signed in, if anyone, without a 401', async () => {
      const ask = (cookies: Record<string, string>) =>
        app.inject({ method: 'GET', url: '/api/staff/session', cookies });
      const nobody = await ask({});
      expect(nobody.statusCode).toBe(200);
      expect(nobody.json()).toEqual({ user: null });
      expect(nobody.headers['cache-control']).toBe('no-store');
      expect((await ask({ [STAFF_SESSION_COOKIE]: 'forged' })).json()).toEqual({ user: null });
      const staff = await signedInStaff(app, database.db);
      const someone = await ask({ [STAFF_SESSION_COOKIE]: staff.cookie });
      expect(someone.json()).toEqual({
        user: { id: expect.any(String), email: staff.email, name: 'Sam Staff' },
      });
    });

    it('signing out ends the session at once and clears the cookie', async () => {
      const staff = await signedInStaff(app, database.db);
      const out = await staff.request({ method: 'DELETE', url: '/api/staff/session' });
      expect(out.statusCode).toBe(204);
      const cleared = out.cookies.find((entry) => entry.name === STAFF_SESSION_COOKIE);
      expect(cleared?.value).toBe('');
      expect((await me(staff.cookie)).statusCode).toBe(401);
    });

    it('signing out with an expired or unknown cookie still clears it (204, not 401)', async () => {
      const staff = await signedInStaff(app, database.db);
      await database.db
        .updateTable('staffSessions')
        .set({ lastSeenAt: sql<Date>`now() - interval '9 hours'` })
        .execute();
      for (const cookie of [staff.cookie, 'forged-token']) {
        const out = await app.inject({
          method: 'DELETE',
          url: '/api/staff/session',
          headers: SAME_ORIGIN,
          cookies: { [STAFF_SESSION_COOKIE]: cookie },
        });
        expect(out.statusCode).toBe(204);
        const cleared = out.cookies.find((entry) => entry.name === STAFF_SESSION_COOKIE);
        expect(cleared?.value).toBe('');
      }
    });

    it('signing in while signed in ends the old session', async () => {
      const first = await signedInStaff(app, database.db);
      const other = await createStaff(database.db);
      const again = await app.inject({
        method: 'POST',
        url: '/api/staff/session',
        headers: SAME_ORIGIN,
        remoteAddress: randomIp(),
        cookies: { [STAFF_SESSION_COOKIE]: first.cookie },
        payload: { email: other, password: PASSWORD },
      });
      expect(again.statusCode).toBe(200);
      expect((await me(first.cookie)).statusCode).toBe(401);
      expect((await me(sessionCookie(again))).statusCode).toBe(200);
    });

    it('ends the cookie with the browser unless "Keep me signed in" is ticked', async () => {
      const email = await createStaff(database.db);
      const session = (await signIn(app, email)).cookies.find(
        (entry) => entry.name === STAFF_SESSION_COOKIE,
      )!;
      expect(session.maxAge).toBeUndefined();
      expect(session.expires).toBeUndefined();
      const kept = await app.inject({
        method: 'POST',
        url: '/api/staff/session',
        headers: SAME_ORIGIN,
        remoteAddress: randomIp(),
        payload: { email, password: PASSWORD, keepSignedIn: true },
      });
      const cookie = kept.cookies.find((entry) => entry.name === STAFF_SESSION_COOKIE)!;
      expect(cookie.maxAge).toBe(7 * 24 * 60 * 60);
    });

    it('marks the cookie Secure over HTTPS through a trusted proxy, or when SITE_ORIGIN is https', async () => {
      const secureOf = (response: Awaited<ReturnType<typeof signIn>>) =>
        response.cookies.find((entry) => entry.name === STAFF_SESSION_COOKIE)?.secure;
      const viaProxy = (target: FastifyInstance, email: string) =>
        target.inject({
          method: 'POST',
          url: '/api/staff/session',
          headers: { ...SAME_ORIGIN, 'x-forwarded-proto': 'https' },
          remoteAddress: '127.0.0.1',
          payload: { email, password: PASSWORD },
        });
      const proxied = await buildTestApp(database.db, { env: { TRUST_PROXY: '1' } });
      const httpsSite = await buildTestApp(database.db, {
        env: { SITE_ORIGIN: 'https://travel.example' },
      });
      try {
        // Not trusted: a client cannot claim HTTPS for itself, nor need to.
        expect(secureOf(await viaProxy(app, await createStaff(database.db)))).toBeFalsy();
        expect(secureOf(await viaProxy(proxied, await createStaff(database.db)))).toBe(true);
        const direct = await signIn(httpsSite, await createStaff(database.db));
        expect(direct.statusCode).toBe(200);
        expect(secureOf(direct)).toBe(true);
      } finally {
        await proxied.close();
        await httpsSite.close();
      }
    });

    it('disabling an account or changing its password ends its sessions', async () => {
      const first = await signedInStaff(app, database.db);
      await setDisabled(database.db, { email: first.email }, true);
      expect((await me(first.cookie)).statusCode).toBe(401);
      await setDisabled(database.db, { email: first.email }, false);
      expect((await me(first.cookie)).statusCode).toBe(401);

      const second = await signedInStaff(app, database.db);
      await setPassword(database.db, { email: second.email, password: 'a brand new secret' });
      expect((await me(second.cookie)).statusCode).toBe(401);
      expect((await signIn(app, second.email)).statusCode).toBe(401);
      expect((await signIn(app, second.email, 'a brand new secret')).statusCode).toBe(200);
    });

    it('ends sessions idle for 8 hours and those older than 7 days', async () => {
      const idle = await signedInStaff(app, database.db);
      const old = await signedInStaff(app, database.db);
      const fresh = await signedInStaff(app, database.db);
      const ageSession = (email: string, column: 'last_seen_at' | 'created_at', interval: string) =>
        sql`update staff_sessions set ${sql.ref(column)} = now() - ${interval}::interval
            where user_id = (select id from staff_users where email = ${email})`.execute(
          database.db,
        );
      await ageSession(idle.email, 'last_seen_at', '8 hours 1 minute');
      await ageSession(old.email, 'created_at', '7 days 1 minute');
      await ageSession(fresh.email, 'last_seen_at', '7 hours 59 minutes');

      expect((await me(idle.cookie)).statusCode).toBe(401);
      expect((await me(old.cookie)).statusCode).toBe(401);
      expect((await me(fresh.cookie)).statusCode).toBe(200);
    });

    it('locks an account after repeated failures, with 429 and Retry-After, before hashing', async () => {
      const email = await createStaff(database.db);
      // Each attempt from another address: the account's own counter is what locks.
      for (let attempt = 0; attempt < THROTTLE.accountFree; attempt += 1) {
        expect((await signIn(app, email, 'wrong password!', randomIp())).statusCode).toBe(401);
      }
      const locked = await signIn(app, email, PASSWORD, randomIp());
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ success: false, message: TOO_MANY_ATTEMPTS });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(THROTTLE.firstLockMs / 1000);
      expect(locked.cookies).toHaveLength(0);

      // Not for good: once the lock runs out the right password works, and resets the count.
      await database.db
        .updateTable('staffSignInFailures')
        .set({ lockedUntil: sql<Date>`now() - interval '1 second'` })
        .where('key', '=', `email:${email}`)
        .execute();
      expect((await signIn(app, email)).statusCode).toBe(200);
      expect((await signIn(app, email, 'wrong password!', randomIp())).statusCode).toBe(401);
    });

    it('lets at most five of 60 parallel wrong passwords be checked: counted before verifying', async () => {
      const email = await createStaff(database.db);
      const answers = await Promise.all(
        Array.from({ length: 60 }, () => signIn(app, email, 'wrong password!', randomIp())),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
        THROTTLE.accountFree,
      );
      expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(
        true,
      );
    });

    it('locks a client address that tries many accounts', async () => {
      const ip = randomIp();
      for (let attempt = 0; attempt < THROTTLE.addressFree; attempt += 1) {
        const response = await signIn(app, `guess-${attempt}@agency.example`, 'password123456', ip);
        expect(response.statusCode).toBe(401);
      }
      const email = await createStaff(database.db);
      const locked = await signIn(app, email, PASSWORD, ip);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // Someone else, elsewhere, is not affected.
      expect((await signIn(app, email, PASSWORD, randomIp())).statusCode).toBe(200);
    });

    it('answers no CORS on /api/staff, not even to an origin of CORS_ORIGINS', async () => {
      const staff = await signedInStaff(app, database.db);
      const origin = 'http://localhost:5173';
      const read = await staff.request({
        method: 'GET',
        url: '/api/staff/leads',
        headers: { origin },
      });
      expect(read.statusCode).toBe(200);
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/staff/leads/1',
        headers: { origin, 'access-control-request-method': 'PATCH' },
      });
      for (const answer of [read, preflight]) {
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
        expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      }
      // The public forms keep theirs.
      const form = await app.inject({
        method: 'OPTIONS',
        url: '/api/contact',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(form.headers['access-control-allow-origin']).toBe(origin);
    });

    it('answers 400 to a sign-in without an e-mail or password', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/staff/session',
        headers: SAME_ORIGIN,
        payload: { email: 'someone@agency.example' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(sessionCookie).toBeTypeOf('function');
    });
  });
}
