import {
  STAFF_SESSION_COOKIE,
  StaffSignInSchema,
  type StaffMe,
  type StaffSession,
  type StaffSessionState,
} from '@travel/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailStatus } from '../../../mail/staff.ts';
import { countUnread } from '../../../staff/leads-query.ts';
import { verifyPassword } from '../../../staff/passwords.ts';
import {
  ABSOLUTE_MS,
  createSession,
  deleteExpiredSessions,
  deleteSession,
} from '../../../staff/sessions.ts';
import { claimSignInAttempt, clearAccountFailures } from '../../../staff/throttle.ts';
import { parseOr400, refuse } from './parse.ts';

export const WRONG_CREDENTIALS = 'Email or password is incorrect.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait and try again.';

export default async function sessionRoutes(
  fastify: FastifyInstance,
  opts: { secureCookie: boolean },
): Promise<void> {
  const cookieOptions = (request: FastifyRequest) =>
    ({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      // `request.protocol` believes X-Forwarded-Proto only from a proxy TRUST_PROXY trusts.
      secure: opts.secureCookie || request.protocol === 'https',
    }) as const;

  fastify.post('/session', async (request, reply) => {
    const { email, password, keepSignedIn } = parseOr400(StaffSignInSchema, request.body);
    // Throttling comes first, counted and judged at once: a locked account or address costs no
    // hashing, and parallel attempts cannot all slip in before the first failure is counted.
    const wait = await claimSignInAttempt(fastify.db, email, request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return refuse(reply, 429, TOO_MANY_ATTEMPTS);
    }
    const user = await fastify.db
      .selectFrom('staffUsers')
      .select(['id', 'email', 'name', 'passwordHash', 'disabledAt'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
    // Unknown, disabled or wrong: one answer, after one hash verification each time.
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !matches || user.disabledAt !== null) {
      request.log.info('Staff sign-in refused');
      return refuse(reply, 401, WRONG_CREDENTIALS);
    }
    await clearAccountFailures(fastify.db, email, request.ip);
    await deleteExpiredSessions(fastify.db);
    // Signing in again (as anyone) ends the session this browser had: one cookie, one session.
    await deleteSession(fastify.db, request.cookies[STAFF_SESSION_COOKIE]);
    const token = await createSession(fastify.db, user.id);
    // A session cookie (gone when the browser closes) unless "Keep me signed in" was ticked;
    // the session itself ends after the idle and absolute limits either way.
    reply.setCookie(STAFF_SESSION_COOKIE, token, {
      ...cookieOptions(request),
      ...(keepSignedIn ? { maxAge: ABSOLUTE_MS / 1000 } : {}),
    });
    return { user: { id: user.id, email: user.email, name: user.name } } satisfies StaffSession;
  });

  fastify.get('/session', async (request) => {
    return { user: request.staffUser } satisfies StaffSessionState;
  });

  fastify.delete('/session', async (request, reply) => {
    await deleteSession(fastify.db, request.cookies[STAFF_SESSION_COOKIE]);
    reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(request));
    return reply.code(204).send();
  });

  fastify.get('/me', async (request) => {
    const [unread, mail] = await Promise.all([
      countUnread(fastify.db),
      mailStatus(fastify.db, fastify.mail.configured),
    ]);
    return { user: request.staffUser!, unread, mail } satisfies StaffMe;
  });
}
