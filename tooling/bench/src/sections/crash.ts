/**
 * kill -9 of the server in the middle of a load run, then a restart on the same storage: every
 * inquiry and sign-up that was answered 2xx before the kill must be in the database.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Measurement } from '../lib/budgets.ts';
import { contactBody, ENDPOINT_PATHS, reconcile, type Endpoint } from '../lib/leads.ts';
import { postLoad } from '../lib/load.ts';
import { storedEmails } from '../lib/rows.ts';
import { databaseName, startServer, tail } from '../lib/server.ts';
import { formatInt, formatMs, type Table } from '../lib/table.ts';
import { databaseKinds, freshDatabase, logFile, type Section } from './context.ts';

const ENDPOINTS: Endpoint[] = ['contact', 'newsletter'];
/** Load runs this long before the kill (ms). */
const KILL_AFTER_MS = 4_000;

export const crash: Section = async (context) => {
  const { options, progress } = context;
  const rows: string[][] = [];
  const measurements: Measurement[] = [];
  const notes: string[] = [];

  for (const kind of databaseKinds(context)) {
    const database = await freshDatabase(context, kind, 'crash');
    const name = databaseName(database);
    const log = logFile(context, `crash-${kind}`);
    const server = await startServer({ database, logFile: log });
    const prefix = (endpoint: Endpoint) => `${context.runId}-crash-${kind}-${endpoint}`;

    progress(`crash: load on both endpoints (${name}), kill -9 after ${KILL_AFTER_MS / 1000} s`);
    const stops: (() => void)[] = [];
    const connections = Math.max(1, Math.floor(options.connections / 2));
    const loads = ENDPOINTS.map((endpoint) =>
      postLoad({
        url: server.url,
        endpoint,
        prefix: prefix(endpoint),
        connections,
        duration: 60,
        onStarted: (stop) => stops.push(stop),
      }),
    );
    await sleep(KILL_AFTER_MS);
    await server.kill9();
    const killedAt = performance.now();
    for (const stop of stops) stop();
    const results = await Promise.all(loads);

    // The same storage and port, as a process manager would restart it.
    let restartMs: number | null = null;
    let probeStatus: number | null = null;
    try {
      const restarted = await startServer({ database, logFile: log, port: server.port });
      restartMs = performance.now() - killedAt;
      try {
        const response = await fetch(`${restarted.url}${ENDPOINT_PATHS.contact}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(contactBody(`${prefix('contact')}-after@example.org`)),
        });
        probeStatus = response.status;
      } finally {
        await restarted.stop();
      }
    } catch (error) {
      notes.push(
        `${name}: the server did not come back after kill -9: ${(error as Error).message.split('\n')[0]}`,
      );
      notes.push(tail(log, 10));
    }

    let stored: { contacts: string[]; subscribers: string[] } | null = null;
    try {
      stored = await storedEmails(database, `${context.runId}-crash-${kind}-`);
    } catch (error) {
      notes.push(
        `${name}: could not read the database after the crash: ${(error as Error).message}`,
      );
    }

    ENDPOINTS.forEach((endpoint, index) => {
      const result = results[index]!;
      const keys = stored
        ? (endpoint === 'contact' ? stored.contacts : stored.subscribers).filter(
            (key) => !key.endsWith('-after@example.org'),
          )
        : null;
      const account = keys ? reconcile(result.answered, keys) : null;
      const subject = `${endpoint} ${name}`;
      measurements.push(
        { section: 'crash', subject, metric: 'lost', value: account ? account.lost.length : null },
        {
          section: 'crash',
          subject,
          metric: 'duplicates',
          value: account ? account.duplicates : null,
        },
        { section: 'crash', subject, metric: 'answered', value: result.answered.length },
      );
      if (account && account.lost.length > 0)
        notes.push(`${subject}: lost after kill -9, e.g. ${account.lost.slice(0, 3).join(', ')}`);
      rows.push([
        endpoint,
        name,
        formatInt(result.answered.length),
        keys ? formatInt(keys.length) : '—',
        account ? formatInt(account.lost.length) : '—',
        account ? formatInt(account.duplicates) : '—',
        account ? formatInt(account.unanswered) : '—',
        index === 0 ? formatMs(restartMs) : '',
        index === 0 ? (probeStatus === null ? '—' : String(probeStatus)) : '',
      ]);
    });
    measurements.push(
      { section: 'crash', subject: name, metric: 'restartMs', value: restartMs },
      {
        section: 'crash',
        subject: name,
        metric: 'servesAfterRestart',
        value: probeStatus === null ? null : probeStatus === 200 ? 1 : 0,
      },
    );
  }

  const table: Table = {
    title: `Crash — kill -9 of the server ${KILL_AFTER_MS / 1000} s into a load run on both endpoints, restart on the same storage`,
    columns: [
      { header: 'Endpoint' },
      { header: 'Database' },
      { header: '2xx before kill', align: 'right' },
      { header: 'Rows', align: 'right' },
      { header: 'Lost', align: 'right' },
      { header: 'Dupes', align: 'right' },
      { header: 'Unans.', align: 'right' },
      { header: 'Back in', align: 'right' },
      { header: 'After', align: 'right' },
    ],
    rows,
    notes: [
      'Unans.: stored, but the answer died with the process (the client must retry; not a loss). Back in: kill to ready again. After: status of a POST after the restart.',
      ...notes,
    ],
  };
  return { tables: [table], measurements, notes: [] };
};
