/**
 * Past one machine: the production bundle (`pnpm bundle`) started twice with the Dockerfile's
 * own command, both instances on one PostgreSQL database (made for the section, dropped
 * afterwards) and one Redis. The schema is migrated once, from the bundle, before either takes
 * traffic. Load is spread over both (a fixed request count each, so nothing is left in flight),
 * every 2xx must be exactly one row, and a client that used up its newsletter allowance on one
 * instance must be refused by the other (rate limits counted in Redis).
 */
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import type { Measurement } from '../lib/budgets.ts';
import { productionLaunch, readImageCommand } from '../lib/dockerfile.ts';
import { BENCH_WEB_CLIENT, REPO_ROOT } from '../lib/env.ts';
import { ENDPOINT_PATHS, leadEmail, newsletterBody, reconcile } from '../lib/leads.ts';
import { postLoad, type PostLoadResult } from '../lib/load.ts';
import { databaseOf, dropDatabase, recreateDatabase, withDatabase } from '../lib/postgres.ts';
import { run, runOrThrow } from '../lib/proc.ts';
import { benchRedisUrl, redisAnswers } from '../lib/redis.ts';
import { storedEmails } from '../lib/rows.ts';
import { startServer, type RunningServer } from '../lib/server.ts';
import { formatFixed, formatInt, formatMs, mark, type Table } from '../lib/table.ts';
import { logFile, type Section } from './context.ts';

const BUNDLE_SCRIPT = `${REPO_ROOT}apps/api/scripts/bundle.mjs`;
/** Newsletter sign-ups per client and window on both instances: small, so it is reached. */
const SIGNUP_LIMIT = 5;
const INSTANCES = ['A', 'B'] as const;

export const cluster: Section = async (context) => {
  const { options, progress } = context;
  if (!options.postgres)
    return { tables: [], measurements: [], notes: [], skipped: '--no-postgres' };
  if (!context.postgres.available)
    throw new Error(`PostgreSQL does not answer at ${context.postgres.url}`);
  const redisUrl = benchRedisUrl();
  if (!(await redisAnswers(redisUrl)))
    throw new Error(
      `Redis does not answer at ${redisUrl} (BENCH_REDIS_URL): the cluster shares its rate limits there. Leave the section out with --skip cluster.`,
    );

  const bundleDir = join(context.tmp, 'bundle');
  progress(`cluster: pnpm bundle --no-build into ${bundleDir}`);
  const bundle = await runOrThrow(process.execPath, [
    BUNDLE_SCRIPT,
    '--no-build',
    '--web',
    BENCH_WEB_CLIENT,
    '--out',
    bundleDir,
  ]);
  const image = readImageCommand();
  const launch = productionLaunch(bundleDir);

  const databaseUrl = withDatabase(
    context.postgres.url,
    `${databaseOf(context.postgres.url)}_cluster`,
  );
  await recreateDatabase(databaseUrl);
  const database = { kind: 'postgres' as const, url: databaseUrl };
  const measurements: Measurement[] = [];
  const m = (subject: string, metric: string, value: number | null) =>
    measurements.push({ section: 'cluster', subject, metric, value });
  const notes: string[] = [];
  try {
    // Once, before any instance takes traffic, as docs/deployment.md says.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
    };
    delete env.DATA_DIR;
    const migrate = await run(process.execPath, ['dist/cli/migrate.js'], {
      cwd: bundleDir,
      env,
    });
    m('migrate', 'migrated', migrate.code === 0 ? 1 : 0);
    if (migrate.code !== 0)
      throw new Error(
        `dist/cli/migrate.js failed:\n${migrate.lines.map((l) => l.text).join('\n')}`,
      );

    progress(`cluster: starting two instances with \`${image.argv.join(' ')}\``);
    const servers = await Promise.all(
      INSTANCES.map((name) =>
        startServer({
          database,
          logFile: logFile(context, `cluster-${name}`),
          spawn: launch,
          env: {
            REDIS_URL: redisUrl,
            // Behind one load balancer; the rate-limit check names its client in X-Forwarded-For.
            TRUST_PROXY: '1',
            RATE_LIMIT_NEWSLETTER_MAX: String(SIGNUP_LIMIT),
            RATE_LIMIT_WINDOW_MS: '600000',
          },
        }),
      ),
    );
    const prefix = `${context.runId}-cluster`;
    const half = Math.max(1, Math.floor(options.requests / 2));
    const connections = Math.max(1, Math.ceil(options.connections / 2));
    let loads: PostLoadResult[];
    let limit: Awaited<ReturnType<typeof checkSharedLimit>>;
    try {
      for (const server of servers) {
        await postLoad({
          url: server.url,
          endpoint: 'contact',
          prefix: `${prefix}-warm`,
          connections,
          amount: Math.min(200, half),
        });
      }
      progress(`cluster: ${half} inquiries on each instance, ${connections} connections each`);
      loads = await Promise.all(
        servers.map((server, index) =>
          postLoad({
            url: server.url,
            endpoint: 'contact',
            prefix: `${prefix}-${INSTANCES[index]}`,
            connections,
            amount: half,
          }),
        ),
      );
      limit = await checkSharedLimit(servers, `${prefix}-limit`);
      // The bundle finds its web build (web/ beside dist/) without WEB_BUILD_DIR.
      for (const [index, server] of servers.entries()) {
        const home = await fetch(`${server.url}/`, { signal: AbortSignal.timeout(10_000) });
        const html = (home.headers.get('content-type') ?? '').startsWith('text/html');
        await home.arrayBuffer();
        m(`instance ${INSTANCES[index]}`, 'servesSite', home.status === 200 && html ? 1 : 0);
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }

    const stored = await storedEmails(database, prefix);
    const answered = loads.flatMap((load) => load.answered);
    const inquiries = reconcile(
      answered,
      stored.contacts.filter((email) => !email.startsWith(`${prefix}-warm`)),
    );
    const signups = reconcile(limit.answered, stored.subscribers);
    const rows: string[][] = [];
    loads.forEach((load, index) => {
      const subject = `instance ${INSTANCES[index]}`;
      m(subject, 'answered', load.ok);
      m(subject, 'p99Ms', load.p99Ms);
      rows.push(loadRow(subject, load));
    });
    const responses = loads.reduce((sum, load) => sum + load.responses, 0);
    const elapsed = Math.max(...loads.map((load) => load.elapsedMs));
    const both = {
      responses,
      rps: responses / (elapsed / 1000),
      ok: loads.reduce((sum, load) => sum + load.ok, 0),
      non2xx: loads.reduce((sum, load) => sum + load.non2xx, 0),
      errors: loads.reduce((sum, load) => sum + load.errors, 0),
    };
    m('both', 'rps', both.rps);
    m('both', 'non2xx', both.non2xx);
    m('both', 'errors', both.errors);
    m('both', 'lost', inquiries.lost.length);
    m('both', 'duplicates', inquiries.duplicates);
    m('both', 'unanswered', inquiries.unanswered);
    m('sign-ups', 'lost', signups.lost.length);
    m('sign-ups', 'duplicates', signups.duplicates);
    m('rate limit', 'underLimitRefused', SIGNUP_LIMIT - limit.acceptedOnA);
    m('rate limit', 'refusedByOther', limit.statusOnB === 429 ? 1 : 0);
    for (const load of loads)
      if (load.non2xx > 0) notes.push(`statuses ${JSON.stringify(load.statusCounts)}`);

    const tables: Table[] = [
      {
        title: `Cluster — two instances from the bundle (\`${image.argv.join(' ')}\` in ${image.workdir} of the Dockerfile), one PostgreSQL, one Redis; POST /api/contact, ${connections} connections on each`,
        columns: [
          { header: 'Instance' },
          { header: 'Requests', align: 'right' },
          { header: 'req/s', align: 'right' },
          { header: 'p50', align: 'right' },
          { header: 'p99', align: 'right' },
          { header: '2xx', align: 'right' },
          { header: 'Other', align: 'right' },
        ],
        rows: [
          ...rows,
          [
            'both',
            formatInt(both.responses),
            formatInt(both.rps),
            '',
            '',
            formatInt(both.ok),
            formatInt(both.non2xx + both.errors),
          ],
        ],
        notes: [
          `Bundle made in ${formatMs(bundle.ms)}; migrated once from it in ${formatMs(migrate.ms)}. Rows: ${formatInt(inquiries.stored)} inquiries for ${formatInt(both.ok)} 2xx — lost ${inquiries.lost.length}, duplicates ${inquiries.duplicates}, stored without a 2xx ${inquiries.unanswered}.`,
          ...notes,
        ],
      },
      {
        title: `Cluster — shared rate limit: ${SIGNUP_LIMIT} newsletter sign-ups per client, one client (X-Forwarded-For ${limit.client}, TRUST_PROXY=1)`,
        columns: [{ header: 'Check' }, { header: 'Answer' }, { header: '' }],
        rows: [
          [
            `${SIGNUP_LIMIT} sign-ups on A`,
            `${limit.acceptedOnA} × 2xx`,
            mark(limit.acceptedOnA === SIGNUP_LIMIT),
          ],
          ['the next on B', String(limit.statusOnB), mark(limit.statusOnB === 429)],
          [
            'sign-ups stored',
            `${signups.stored} (lost ${signups.lost.length}, dupes ${signups.duplicates})`,
            mark(signups.lost.length === 0 && signups.duplicates === 0),
          ],
        ],
      },
    ];
    return { tables, measurements, notes: [] };
  } finally {
    await dropDatabase(databaseUrl);
  }
};

function loadRow(subject: string, load: PostLoadResult): string[] {
  return [
    subject,
    formatInt(load.responses),
    formatInt(load.rps),
    `${formatFixed(load.p50Ms, 0)} ms`,
    `${formatFixed(load.p99Ms, 0)} ms`,
    formatInt(load.ok),
    formatInt(load.non2xx + load.errors),
  ];
}

/**
 * One client (an address of 198.18.0.0/15, the benchmarking range, new every run so that a
 * counter left in Redis by an earlier run cannot interfere) signs up SIGNUP_LIMIT times on A,
 * then once on B, which must refuse it: the instances count together.
 */
async function checkSharedLimit(servers: RunningServer[], prefix: string) {
  const client = `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const answered: string[] = [];
  let n = 0;
  const signUp = async (server: RunningServer) => {
    const email = leadEmail(prefix, n++);
    const response = await fetch(`${server.url}${ENDPOINT_PATHS.newsletter}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(newsletterBody(email)),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    if (response.ok) answered.push(email);
    return response.status;
  };
  let acceptedOnA = 0;
  for (let i = 0; i < SIGNUP_LIMIT; i++) if ((await signUp(servers[0]!)) < 300) acceptedOnA++;
  const statusOnB = await signUp(servers[1]!);
  return { client, answered, acceptedOnA, statusOnB };
}
