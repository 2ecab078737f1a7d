import { expect, test } from '@playwright/test';
import { openDatabase } from '@travel/api/database';
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import { freshDataDir, startServer, type RunningServer } from './server.ts';
import { addStaff, signIn, type StaffAccount } from './staff-support.ts';

// The inbox keeps up by itself on PostgreSQL with several instances (issue 28): two servers on
// one database, the inbox open on the first, a lead posted through the second. What carries it
// is the database (the inbox polls `GET /api/staff/inbox-state`), never one process's memory.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const KIM: StaffAccount = {
  email: 'kim.staff@example.org',
  name: 'Kim Agent',
  password: 'a long enough passphrase',
};

/**
 * The PostgreSQL to run on: TEST_DATABASE_URL, else the local one the API's tests use
 * (127.0.0.1:5432, database `test`, as apps/api/test/helpers/variants.ts). Not there: skipped
 * with the reason, except on CI (`CI` set), where its absence fails the run (unless
 * `TEST_DATABASE_URL=none`).
 */
const user = process.env.PGUSER || process.env.USER || userInfo().username;
const baseUrl =
  process.env.TEST_DATABASE_URL || `postgres://${encodeURIComponent(user)}@127.0.0.1:5432/test`;
const shown = baseUrl.replace(/\/\/[^@]*@/, '//');

async function postgresAnswers(): Promise<string | null> {
  if (baseUrl === 'none') return 'TEST_DATABASE_URL=none';
  try {
    const opened = await openDatabase(
      { kind: 'postgres', url: baseUrl, connectTimeoutMs: 1_000 },
      'e2e probe',
    );
    try {
      await opened.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
    } finally {
      await opened.close();
    }
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The database URL of one schema of its own, every connection's `search_path`. */
const schema = `e2e_${randomBytes(6).toString('hex')}`;
const schemaUrl = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

async function onBase(
  run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<unknown>,
) {
  const opened = await openDatabase({ kind: 'postgres', url: baseUrl }, 'e2e setup');
  try {
    await run(opened.db);
  } finally {
    await opened.close();
  }
}

let a: RunningServer | undefined;
let b: RunningServer | undefined;
let created = false;

test.beforeAll(async () => {
  const missing = await postgresAnswers();
  if (missing !== null) {
    // `TEST_DATABASE_URL=none` says there is none on purpose, as for the API's tests.
    if (process.env.CI && baseUrl !== 'none')
      throw new Error(
        `CI expects PostgreSQL at ${shown} for the two-instance inbox test, and it does not ` +
          `answer (${missing}). Start it or point TEST_DATABASE_URL at one.`,
      );
    test.skip(true, `No PostgreSQL at ${shown} (${missing}): two instances need one.`);
    return;
  }
  test.setTimeout(240_000);
  await onBase((db) => db.schema.createSchema(schema).execute());
  created = true;
  const env = { DATABASE_URL: schemaUrl };
  // The first migrates the schema; the second then finds it ready.
  a = await startServer(freshDataDir('travel-e2e-pg-a-'), env);
  [b] = await Promise.all([
    startServer(freshDataDir('travel-e2e-pg-b-'), env),
    addStaff(KIM, { dataDir: freshDataDir('travel-e2e-pg-cli-'), databaseUrl: schemaUrl }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  if (created) await onBase((db) => db.schema.dropSchema(schema).ifExists().cascade().execute());
});

test('a lead posted through one instance shows within seconds in the inbox open on the other, with the count and the title', async ({
  page,
}) => {
  await signIn(page, a!.url, KIM);
  const rows = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem');
  const before = await rows.count();
  const unread = Number(/\((\d+)\)/.exec(await page.title())?.[1] ?? 0);

  const posted = await page.request.post(`${b!.url}/api/contact`, {
    data: { name: 'Olga Elsewhere', email: 'olga@example.org', message: 'Sent through B.' },
  });
  expect(posted.status()).toBe(200);

  // The inbox polls every 5 s: within a few seconds, no reload, on top, counted and titled.
  await expect(rows.first()).toContainText('Olga Elsewhere', { timeout: 15_000 });
  await expect(rows).toHaveCount(before + 1);
  await expect(page).toHaveTitle(new RegExp(`^\\(${unread + 1}\\) Inbox`));
  await expect(page.getByRole('navigation', { name: 'Staff' })).toContainText(
    `${unread + 1} unread`,
  );
  await expect(page.getByText('1 new lead arrived.')).toBeVisible();

  // The session is in the database too: B knows it (cookies name the host, not the port), and
  // the lead read on A is read on B.
  await rows.first().getByRole('link', { name: 'Olga Elsewhere' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olga Elsewhere' })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto(`${b!.url}/staff`);
  const onB = other.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem');
  await expect(onB.first()).toContainText('Olga Elsewhere');
  await expect(onB.first()).not.toContainText('Unread', { timeout: 15_000 });
});
