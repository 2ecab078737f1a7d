/**
 * The staff inbox at 100,000 leads, on PGlite and PostgreSQL: p95 of the first page and of two
 * searches (many hits, one hit), and a full CSV export with the server's memory watched.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Measurement } from '../lib/budgets.ts';
import { BENCH_STAFF, COMMON_TERM, addBenchStaff, rareTerm, seedLeads } from '../lib/inbox-seed.ts';
import { databaseName, startServer, type RunningServer } from '../lib/server.ts';
import { percentile } from '../lib/stats.ts';
import { formatFixed, formatInt, type Table } from '../lib/table.ts';
import { databaseKinds, freshDatabase, logFile, type Section } from './context.ts';

export const INBOX_LEADS = 100_000;
const SAMPLES = 40;
const WARM_UP = 5;
const HEAP_CAP_MB = 128;

/** Resident memory of a process in MB (Linux), or NaN. */
function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_STAFF),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('staff_session='));
  if (response.status !== 200 || !cookie) throw new Error(`Sign-in answered ${response.status}`);
  return cookie.split(';')[0]!;
}

/** p95 in ms of `SAMPLES` sequential GETs (after a warm-up), checking each answer. */
async function p95(
  server: RunningServer,
  cookie: string,
  path: string,
  expect: (body: { items: unknown[] }) => boolean,
) {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
    const body = (await response.json()) as { items: unknown[] };
    const ms = performance.now() - started;
    if (response.status !== 200 || !expect(body))
      throw new Error(`GET ${path} answered ${response.status}`);
    if (i >= WARM_UP) times.push(ms);
  }
  return percentile(times, 95);
}

/** Streams the whole export, sampling the server's memory; rows, MB, seconds, RSS growth. */
async function exportAll(server: RunningServer, cookie: string) {
  const before = rssMb(server.pid);
  let peak = before;
  const watch = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/staff/leads.csv`, { headers: { cookie } });
  let bytes = 0;
  let rows = 0;
  for await (const chunk of response.body!) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) rows += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(watch);
  await sleep(0);
  // Newlines inside quoted messages would count too; the seed writes none.
  return {
    status: response.status,
    rows: rows - 1,
    mb: bytes / 1e6,
    seconds,
    growthMb: peak - before,
  };
}

export const inbox: Section = async (context) => {
  const rows: string[][] = [];
  const measurements: Measurement[] = [];
  for (const kind of databaseKinds(context)) {
    const database = await freshDatabase(context, kind, 'inbox');
    const name = databaseName(database);
    const log = logFile(context, `inbox-${kind}`);
    context.progress(`inbox: ${name}: migrating, seeding ${formatInt(INBOX_LEADS)} leads`);
    await (await startServer({ database, logFile: log })).stop();
    const md5 = await seedLeads(database, INBOX_LEADS);
    await addBenchStaff(database);
    // The heap capped well under what 100,000 rows would take if the export held them: the
    // export must stream to finish at all.
    const server = await startServer({
      database,
      logFile: log,
      env: { LOG_LEVEL: 'warn', NODE_OPTIONS: `--max-old-space-size=${HEAP_CAP_MB}` },
    });
    try {
      const cookie = await signIn(server);
      context.progress(`inbox: ${name}: first page, searches, export`);
      const full = (body: { items: unknown[] }) => body.items.length === 50;
      const firstPage = await p95(server, cookie, '/api/staff/leads', full);
      const common = await p95(server, cookie, `/api/staff/leads?q=${COMMON_TERM}`, full);
      const rare = await p95(
        server,
        cookie,
        `/api/staff/leads?q=${rareTerm(md5)}`,
        (b) => b.items.length >= 1,
      );
      const csv = await exportAll(server, cookie);
      if (csv.status !== 200) throw new Error(`The export answered ${csv.status}`);
      const subject = name;
      measurements.push(
        { section: 'inbox', subject, metric: 'firstPageP95Ms', value: firstPage },
        { section: 'inbox', subject, metric: 'searchP95Ms', value: Math.max(common, rare) },
        { section: 'inbox', subject, metric: 'exportRows', value: csv.rows },
        { section: 'inbox', subject, metric: 'exportRssGrowthMb', value: csv.growthMb },
      );
      rows.push([
        name,
        `${formatFixed(firstPage, 1)} ms`,
        `${formatFixed(common, 1)} ms`,
        `${formatFixed(rare, 1)} ms`,
        formatInt(csv.rows),
        `${formatFixed(csv.mb, 1)} MB in ${formatFixed(csv.seconds, 1)} s`,
        `${formatFixed(csv.growthMb, 1)} MB`,
      ]);
    } finally {
      await server.stop();
    }
  }
  const table: Table = {
    title: `Staff inbox — ${formatInt(INBOX_LEADS)} leads; p95 of ${SAMPLES} sequential requests after ${WARM_UP} to warm up`,
    columns: [
      { header: 'Database' },
      { header: 'First page', align: 'right' },
      { header: `q=${COMMON_TERM} (1 in 20)`, align: 'right' },
      { header: 'q=<8 hex> (1 hit)', align: 'right' },
      { header: 'CSV rows', align: 'right' },
      { header: 'CSV size, time', align: 'right' },
      { header: 'Server RSS growth', align: 'right' },
    ],
    rows,
    notes: [
      'Every list answer also counts the unread leads (the header badge).',
      `The server runs with its heap capped at ${HEAP_CAP_MB} MB (--max-old-space-size): the export finishes only if it streams.`,
      'RSS growth: the server process’s peak resident memory during the export minus before it (PGlite’s WebAssembly memory included; garbage not yet collected counts too).',
    ],
  };
  return { tables: [table], measurements, notes: [] };
};
