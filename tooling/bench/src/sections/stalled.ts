/**
 * PostgreSQL that stops answering (a relay that stops forwarding, connections left open) in
 * the middle of a steady stream of inquiries, then answers again: every answer must come
 * within 5 s (503, never 500, never a hang) and service resume on its own. Every 2xx stored.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Measurement } from '../lib/budgets.ts';
import { startContactStream } from '../lib/contact-stream.ts';
import { reconcile } from '../lib/leads.ts';
import { analyzeOutage, type OutageEvents } from '../lib/outage.ts';
import { startRelay } from '../lib/relay.ts';
import { storedEmails } from '../lib/rows.ts';
import { startServer } from '../lib/server.ts';
import { formatInt, formatMs, type Table } from '../lib/table.ts';
import { freshDatabase, logFile, type Section } from './context.ts';

const BEFORE_MS = 3_000;
const STALLED_MS = 8_000;
const AFTER_MS = 6_000;

export const stalled: Section = async (context) => {
  const { options, progress } = context;
  if (!options.postgres)
    return { tables: [], measurements: [], notes: [], skipped: '--no-postgres' };
  if (!context.postgres.available)
    throw new Error(`PostgreSQL does not answer at ${context.postgres.url}`);

  const database = await freshDatabase(context, 'postgres', 'stalled');
  const target = new URL(database.kind === 'postgres' ? database.url : '');
  const relay = await startRelay({ host: target.hostname, port: Number(target.port || 5432) });
  const viaRelay = new URL(target);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(relay.port);
  const server = await startServer({
    database: { kind: 'postgres', url: viaRelay.toString() },
    logFile: logFile(context, 'stalled'),
  });
  const prefix = `${context.runId}-stalled`;
  const events: Partial<OutageEvents> = {};
  const stream = startContactStream({
    url: server.url,
    prefix,
    connections: options.connections,
    timeoutMs: 30_000,
  });
  const { now, samples, answered } = stream;
  try {
    await sleep(BEFORE_MS);
    progress(`stalled: the relay to PostgreSQL stops forwarding for ${STALLED_MS / 1000} s`);
    events.stopIssued = events.stopDone = now();
    relay.stall();
    await sleep(STALLED_MS);
    events.startIssued = events.startDone = events.dbReady = now();
    relay.resume();
    progress('stalled: forwarding again');
    await sleep(AFTER_MS);
  } finally {
    await stream.stop();
    await server.stop();
    await relay.close();
  }

  const analysis = analyzeOutage(samples, events as OutageEvents);
  // Requests in flight when the relay stalls may still finish from what was already relayed,
  // and one sent late in the stall may get its 2xx after forwarding resumed, rightly: what
  // must not happen is a 2xx to a request sent and answered while nothing is forwarded.
  const okWhileStalled = samples.filter(
    (s) =>
      s.status >= 200 &&
      s.status < 300 &&
      s.sentAt > events.stopIssued! &&
      s.doneAt < events.startIssued!,
  ).length;
  const stored = await storedEmails(database, `${prefix}-`);
  const account = reconcile(answered, stored.contacts);
  const figures: [string, string, number | null, string][] = [
    [
      'first503Ms',
      'First 503 after the stall',
      analysis.first503AfterStopMs,
      formatMs(analysis.first503AfterStopMs),
    ],
    [
      'slowestWhileDownMs',
      'Slowest answer while stalled',
      analysis.slowestWhileDownMs,
      formatMs(analysis.slowestWhileDownMs),
    ],
    ['successesWhileDown', '2xx answered while stalled', okWhileStalled, formatInt(okWhileStalled)],
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
      'First 2xx after forwarding resumed',
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
    section: 'stalled',
    subject: 'contact PostgreSQL',
    metric,
    value,
  }));
  const statuses = Object.entries(analysis.statusesWhileDown)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ');
  const table: Table = {
    title: `Stalled database — the relay to PostgreSQL stops forwarding ${BEFORE_MS / 1000} s into a stream of POST /api/contact (${options.connections} at a time), forwards again ${STALLED_MS / 1000} s later`,
    columns: [{ header: 'Figure' }, { header: 'Value', align: 'right' }],
    rows: [
      ['Requests', formatInt(analysis.requests)],
      ...figures.map(([, label, , text]) => [label, text]),
    ],
    notes: [`Answers to requests sent while stalled: ${statuses || 'none'}.`],
  };
  return { tables: [table], measurements, notes: [] };
};
