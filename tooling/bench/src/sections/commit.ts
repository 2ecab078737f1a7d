/**
 * What durable commits cost: one-row inserts, each its own transaction, on PGlite as it starts
 * by itself (`-F`: fsync off, a commit acknowledged before it is on disk) and as the server
 * runs it (fsync on, WAL opened O_DSYNC: src/db/durable-pglite.ts), in a folder of the
 * scratch directory, so on the disk the bench runs on.
 */
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DurablePGlite } from '@travel/api/database';
import type { Measurement } from '../lib/budgets.ts';
import { formatFixed, type Table } from '../lib/table.ts';
import type { Section } from './context.ts';

const COMMITS = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function timeCommits(db: PGlite): Promise<number[]> {
  await db.exec('create table lead (id bigint generated always as identity, body text)');
  const times: number[] = [];
  for (let i = 0; i < COMMITS; i++) {
    const start = performance.now();
    await db.query('insert into lead (body) values ($1)', [`lead ${i}`]);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

export const commit: Section = async (context) => {
  const runs: [string, string, () => Promise<PGlite>][] = [
    [
      'default',
      'PGlite defaults (fsync off)',
      () => PGlite.create(mkdtempSync(join(context.tmp, 'commit-'))),
    ],
    [
      'durable',
      'Durable (fsync on, open_datasync)',
      () => new DurablePGlite(mkdtempSync(join(context.tmp, 'commit-'))).start(),
    ],
  ];
  const measurements: Measurement[] = [];
  const rows: string[][] = [];
  for (const [subject, label, open] of runs) {
    context.progress(`commit: ${COMMITS} commits, ${label}`);
    const db = await open();
    try {
      const times = await timeCommits(db);
      const median = percentile(times, 50);
      const p95 = percentile(times, 95);
      measurements.push(
        { section: 'commit', subject, metric: 'medianMs', value: median },
        { section: 'commit', subject, metric: 'p95Ms', value: p95 },
      );
      rows.push([label, `${formatFixed(median, 2)} ms`, `${formatFixed(p95, 2)} ms`]);
    } finally {
      await db.close();
    }
  }
  const table: Table = {
    title: `Commit latency — ${COMMITS} one-row inserts on PGlite, each its own transaction`,
    columns: [
      { header: 'PGlite' },
      { header: 'Median', align: 'right' },
      { header: 'p95', align: 'right' },
    ],
    rows,
  };
  return { tables: [table], measurements, notes: [] };
};
