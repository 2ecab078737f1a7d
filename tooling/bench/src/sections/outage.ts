/**
 * PostgreSQL stopped in the middle of a steady stream of inquiries, then started again: the
 * answers must turn 503 within a second (never 500, never hang), and turn 2xx again on their
 * own once the database is back. Every 2xx must be stored.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Measurement } from '../lib/budgets.ts';
import { startContactStream } from '../lib/contact-stream.ts';
import { reconcile } from '../lib/leads.ts';
import { analyzeOutage, type OutageEvents } from '../lib/outage.ts';
import { clusterControl, guardCluster, postgresAnswers } from '../lib/postgres.ts';
import { storedEmails } from '../lib/rows.ts';
import { startServer } from '../lib/server.ts';
import { formatInt, formatMs, type Table } from '../lib/table.ts';
import { freshDatabase, logFile, type Section } from './context.ts';

const BEFORE_MS = 3_000;
const DOWN_MS = 5_000;
const AFTER_MS = 6_000;

export const outage: Section = async (context) => {
  const { options, progress } = context;
  if (!options.postgres)
    return { tables: [], measurements: [], notes: [], skipped: '--no-postgres' };
  if (!context.postgres.available)
    throw new Error(`PostgreSQL does not answer at ${context.postgres.url}`);
  const control = clusterControl();
  if (!control)
    throw new Error(
      "No way to stop PostgreSQL here: outage needs Debian's pg_ctlcluster and one cluster in " +
        '/etc/postgresql, or shell commands in BENCH_PG_STOP and BENCH_PG_START. Leave it out ' +
        'on purpose with --skip outage (or --no-postgres).',
    );
  const cluster = guardCluster(control);

  const database = await freshDatabase(context, 'postgres', 'outage');
  const log = logFile(context, 'outage');
  const server = await startServer({ database, logFile: log });
  const prefix = `${context.runId}-outage`;
  const events: Partial<OutageEvents> = {};
  let startError: unknown = null;
  const stream = startContactStream({
    url: server.url,
    prefix,
    connections: options.connections,
    timeoutMs: 15_000,
  });
  const { now, samples, answered } = stream;
  try {
    await sleep(BEFORE_MS);
    progress(
      `outage: stopping PostgreSQL (${control.describe}) for ${DOWN_MS / 1000} s under load`,
    );
    events.stopIssued = now();
    await cluster.stop();
    events.stopDone = now();
    await sleep(DOWN_MS);
    events.startIssued = now();
    // When does the database answer again? Polled beside the start command, which returns a
    // little after the server accepts connections.
    let polling = true;
    const poll = (async () => {
      while (polling) {
        if (await postgresAnswers(context.postgres.url)) {
          events.dbReady = now();
          return;
        }
        await sleep(50);
      }
    })();
    try {
      await cluster.start();
    } catch (error) {
      startError = error;
    }
    events.startDone = now();
    await Promise.race([poll, sleep(5_000)]);
    polling = false;
    progress('outage: PostgreSQL started again');
    await sleep(AFTER_MS);
  } finally {
    await stream.stop();
    await server.stop();
    // Whatever happened above, the database others use must be up again.
    if (!(await postgresAnswers(context.postgres.url))) await cluster.start().catch(() => {});
  }
  if (startError) throw startError;

  const analysis = analyzeOutage(samples, events as OutageEvents);
  const stored = await storedEmails(database, `${prefix}-`);
  const account = reconcile(answered, stored.contacts);

  const figures: [string, string, number | null, string][] = [
    [
      'first503Ms',
      'First 503 after the stop was issued',
      analysis.first503AfterStopMs,
      formatMs(analysis.first503AfterStopMs),
    ],
    [
      'slowestWhileDownMs',
      'Slowest answer from the stop to the start',
      analysis.slowestWhileDownMs,
      formatMs(analysis.slowestWhileDownMs),
    ],
    [
      'successesWhileDown',
      '2xx while the database was down',
      analysis.successesWhileDown,
      formatInt(analysis.successesWhileDown),
    ],
    [
      'serverErrors',
      '5xx other than 503 (whole run)',
      analysis.serverErrors,
      formatInt(analysis.serverErrors),
    ],
    [
      'networkErrors',
      'Requests with no HTTP answer (whole run)',
      analysis.networkErrors,
      formatInt(analysis.networkErrors),
    ],
    [
      'recoveryMs',
      'First 2xx after the database answered again',
      analysis.recoveryMs,
      formatMs(analysis.recoveryMs),
    ],
    [
      'failuresAfterRecovery',
      'Non-2xx after that first 2xx',
      analysis.failuresAfterRecovery,
      formatInt(analysis.failuresAfterRecovery),
    ],
    [
      'recovered',
      'Service resumed on its own (1 = yes)',
      analysis.recovered,
      String(analysis.recovered),
    ],
    ['lost', 'Answered 2xx but not stored', account.lost.length, formatInt(account.lost.length)],
    ['duplicates', 'Rows beyond one per body', account.duplicates, formatInt(account.duplicates)],
  ];
  const measurements: Measurement[] = figures.map(([metric, , value]) => ({
    section: 'outage',
    subject: 'contact PostgreSQL',
    metric,
    value,
  }));

  const statuses = Object.entries(analysis.statusesWhileDown)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ');
  const table: Table = {
    title: `Outage — PostgreSQL stopped ${BEFORE_MS / 1000} s into a stream of POST /api/contact (${options.connections} at a time), started again ${DOWN_MS / 1000} s later`,
    columns: [{ header: 'Figure' }, { header: 'Value', align: 'right' }],
    rows: [
      ['Requests', formatInt(analysis.requests)],
      ['Stop took', formatMs(events.stopDone! - events.stopIssued!)],
      ['Start took', formatMs(events.startDone! - events.startIssued!)],
      [
        'Database answered again after the start was issued',
        formatMs(events.dbReady === undefined ? null : events.dbReady - events.startIssued!),
      ],
      ...figures.map(([, label, , text]) => [label, text]),
    ],
    notes: [`Answers to requests sent from the stop to the start: ${statuses || 'none'}.`],
  };
  return { tables: [table], measurements, notes: [] };
};
