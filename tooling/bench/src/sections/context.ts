import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchOptions } from '../lib/args.ts';
import type { Measurement } from '../lib/budgets.ts';
import { recreateDatabase } from '../lib/postgres.ts';
import type { BenchDatabase } from '../lib/server.ts';
import type { Table } from '../lib/table.ts';

export interface SectionContext {
  options: BenchOptions;
  /** This run's scratch folder (PGlite data, server logs, generated articles). */
  tmp: string;
  /** Unique per run: prefixes the keys of the bodies the run sends. */
  runId: string;
  /** available: --no-postgres was not given, and the server answered at the start. */
  postgres: { url: string; available: boolean };
  /** One line of progress on stderr. */
  progress(message: string): void;
}

export interface SectionResult {
  tables: Table[];
  measurements: Measurement[];
  /** Findings in words (what a server did). */
  notes: string[];
  /**
   * Set when the whole section was left out on purpose (by a flag): why. Such a section proves
   * nothing and is reported as SKIPPED, not as holding its budgets.
   */
  skipped?: string;
}

export type Section = (context: SectionContext) => Promise<SectionResult>;

export type DatabaseKind = BenchDatabase['kind'];

/** PGlite always; PostgreSQL unless --no-postgres (the CLI stops when it does not answer). */
export function databaseKinds(context: SectionContext): DatabaseKind[] {
  return context.postgres.available && context.options.postgres
    ? ['pglite', 'postgres']
    : ['pglite'];
}

/** Empty storage of that kind: a new PGlite folder, or the bench database recreated. */
export async function freshDatabase(
  context: SectionContext,
  kind: DatabaseKind,
  label: string,
): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    return { kind, dataDir: mkdtempSync(join(context.tmp, `pglite-${label}-`)) };
  }
  await recreateDatabase(context.postgres.url);
  return { kind, url: context.postgres.url };
}

export function logFile(context: SectionContext, name: string): string {
  return join(context.tmp, `${name}.log`);
}
