/**
 * Throughput of the two form endpoints on the production server, PGlite and PostgreSQL, and
 * the proof that every 2xx is exactly one stored row: each request carries a unique address,
 * the 2xx ones are noted, and the rows are counted by address afterwards.
 */
import type { Measurement } from '../lib/budgets.ts';
import { reconcile, type Endpoint } from '../lib/leads.ts';
import { postLoad } from '../lib/load.ts';
import { storedEmails } from '../lib/rows.ts';
import { databaseName, startServer } from '../lib/server.ts';
import { formatFixed, formatInt, type Table } from '../lib/table.ts';
import { databaseKinds, freshDatabase, logFile, type Section } from './context.ts';

const ENDPOINTS: Endpoint[] = ['contact', 'newsletter'];
const LABEL: Record<Endpoint, string> = {
  contact: 'POST /api/contact',
  newsletter: 'POST /api/newsletter/subscribe',
};

export const api: Section = async (context) => {
  const { options, progress } = context;
  const rows: string[][] = [];
  const measurements: Measurement[] = [];
  const notes: string[] = [];

  for (const kind of databaseKinds(context)) {
    const database = await freshDatabase(context, kind, 'api');
    const name = databaseName(database);
    const server = await startServer({ database, logFile: logFile(context, `api-${kind}`) });
    const results = new Map<Endpoint, Awaited<ReturnType<typeof postLoad>>>();
    const prefix = (endpoint: Endpoint) => `${context.runId}-api-${kind}-${endpoint}`;
    try {
      // Warm-up (not counted): JIT, the pool's connections, PGlite's caches.
      for (const endpoint of ENDPOINTS) {
        await postLoad({
          url: server.url,
          endpoint,
          prefix: `${context.runId}-warm-${kind}`,
          connections: options.connections,
          amount: Math.min(500, options.requests),
        });
      }
      for (const endpoint of ENDPOINTS) {
        progress(
          `api: ${LABEL[endpoint]} on ${name}, ${options.requests} requests, ${options.connections} connections`,
        );
        results.set(
          endpoint,
          await postLoad({
            url: server.url,
            endpoint,
            prefix: prefix(endpoint),
            connections: options.connections,
            amount: options.requests,
          }),
        );
      }
    } finally {
      // PGlite's folder can be read once its server has stopped.
      await server.stop();
    }

    for (const endpoint of ENDPOINTS) {
      const result = results.get(endpoint)!;
      const stored = await storedEmails(database, prefix(endpoint));
      const keys = endpoint === 'contact' ? stored.contacts : stored.subscribers;
      const account = reconcile(result.answered, keys);
      const subject = `${endpoint} ${name}`;
      measurements.push(
        { section: 'api', subject, metric: 'rps', value: result.rps },
        { section: 'api', subject, metric: 'p50Ms', value: result.p50Ms },
        { section: 'api', subject, metric: 'p99Ms', value: result.p99Ms },
        { section: 'api', subject, metric: 'non2xx', value: result.non2xx },
        { section: 'api', subject, metric: 'errors', value: result.errors },
        { section: 'api', subject, metric: 'lost', value: account.lost.length },
        { section: 'api', subject, metric: 'duplicates', value: account.duplicates },
        { section: 'api', subject, metric: 'unanswered', value: account.unanswered },
      );
      rows.push([
        LABEL[endpoint],
        name,
        formatInt(result.responses),
        formatInt(result.rps),
        `${formatFixed(result.p50Ms, 0)} ms`,
        `${formatFixed(result.p99Ms, 0)} ms`,
        formatInt(result.ok),
        formatInt(result.non2xx + result.errors),
        formatInt(keys.length),
        formatInt(account.lost.length),
        formatInt(account.duplicates),
        formatInt(account.unanswered),
      ]);
      if (result.non2xx > 0)
        notes.push(`${subject}: statuses ${JSON.stringify(result.statusCounts)}`);
      if (account.lost.length > 0)
        notes.push(`${subject}: lost leads, e.g. ${account.lost.slice(0, 3).join(', ')}`);
    }
  }

  const table: Table = {
    title: `API — autocannon, ${options.connections} connections, one request in flight each, a unique body per request; rows counted in the database afterwards`,
    columns: [
      { header: 'Endpoint' },
      { header: 'Database' },
      { header: 'Requests', align: 'right' },
      { header: 'req/s', align: 'right' },
      { header: 'p50', align: 'right' },
      { header: 'p99', align: 'right' },
      { header: '2xx', align: 'right' },
      { header: 'Other', align: 'right' },
      { header: 'Rows', align: 'right' },
      { header: 'Lost', align: 'right' },
      { header: 'Dupes', align: 'right' },
      { header: 'Unans.', align: 'right' },
    ],
    rows,
    notes: [
      'Rows: rows holding this run’s addresses. Lost: answered 2xx but not stored. Dupes: rows beyond one per body. Unans.: stored without a 2xx.',
      ...notes,
    ],
  };
  return { tables: [table], measurements, notes: [] };
};
