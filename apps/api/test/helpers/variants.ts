import { userInfo } from 'node:os';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  withClient,
  type TestDatabase,
} from './databases.ts';

export interface DatabaseVariant {
  name: 'PGlite' | 'PostgreSQL';
  /** false when no PostgreSQL answers; the suite is then skipped. */
  available: boolean;
  create(): Promise<TestDatabase>;
}

/** The user `pg` itself would pick when the URL names none; `USER` is unset in some containers. */
function defaultUser(): string {
  return process.env.PGUSER || process.env.USER || userInfo().username;
}

/**
 * The PostgreSQL to test against: TEST_DATABASE_URL or DATABASE_URL when set (a configured
 * database that does not answer fails the run), else a local server if one answers within 1 s.
 * On CI (`CI` set) that local server is expected, so its absence fails the run instead of
 * skipping the variant; `TEST_DATABASE_URL=none` says there is none on purpose.
 */
async function findPostgres(): Promise<string | null> {
  const configured = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (configured === 'none') return null;
  if (configured) return configured;
  const local = `postgres://${encodeURIComponent(defaultUser())}@127.0.0.1:5432/test`;
  try {
    await withClient(local, (client) => client.query('select 1'));
    return local;
  } catch (error) {
    if (process.env.CI)
      throw new Error(
        `CI expects PostgreSQL at ${local.replace(/\/\/[^@]*@/, '//')} for the API tests, and it ` +
          `does not answer (${(error as Error).message}). Start it (bash .ci/run does), point ` +
          'TEST_DATABASE_URL at one, or set TEST_DATABASE_URL=none to run on PGlite only.',
        { cause: error },
      );
    console.warn(
      `No PostgreSQL at ${local.replace(/\/\/[^@]*@/, '//')} (${(error as Error).message}): ` +
        'skipping the PostgreSQL variant. Set TEST_DATABASE_URL to run it.',
    );
    return null;
  }
}

// Probed once per test file, at import, because `describe.skipIf` needs the answer while
// the suites are being collected.
export const postgresUrl = await findPostgres();

/** Every suite that touches the database runs once per variant. */
export const databaseVariants: DatabaseVariant[] = [
  { name: 'PGlite', available: true, create: createPgliteDatabase },
  {
    name: 'PostgreSQL',
    available: postgresUrl !== null,
    create: () => createPostgresDatabase(postgresUrl!),
  },
];
