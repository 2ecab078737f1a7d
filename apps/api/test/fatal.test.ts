import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/db/open-database.ts';
import { exitWhenPgliteAborts } from '../src/lifecycle/fatal.ts';
import { buildTestApp } from './helpers/app.ts';
import { runNode } from './helpers/cli.ts';

describe.each(['rejection', 'exception'])('an unhandled %s', (kind) => {
  it('is logged through the redacting logger, then the process exits 1', async () => {
    const result = await runNode('test/fixtures/crash.ts', [kind], {}, { timeoutMs: 120_000 });
    expect(result.code).toBe(1);
    const fatal = result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { code?: string } })
      .find((entry) => entry.level === 60);
    expect(fatal?.msg).toMatch(kind === 'rejection' ? /Unhandled promise rejection/ : /Uncaught/);
    expect(fatal?.err?.code).toBe('23502');
    // What the visitor typed stays out of the logs, and nothing went around the logger.
    expect(result.stdout + result.stderr).not.toContain('ada@example.org');
  }, 120_000);
});

describe('a PGlite that aborts', () => {
  let opened: OpenDatabase;
  let app: FastifyInstance;
  const exit = vi.fn<(code: number) => void>();

  beforeAll(async () => {
    opened = await openDatabase({ kind: 'pglite', dataDir: 'memory://' }, 'server');
    // The lead's query never returns once the instance has aborted: the request timeout (its
    // default, which the test apps raise) answers it.
    app = await buildTestApp(opened.db, { env: { REQUEST_TIMEOUT_MS: '4500' } });
    exitWhenPgliteAborts(app, opened.pglite!, exit);
  });

  afterAll(async () => {
    await app?.close();
    await opened?.close().catch(() => {});
  });

  it('fails the forms and readiness, and exits the process with 1', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    // The WebAssembly instance aborts inside the next query, as on a PostgreSQL PANIC.
    const pglite = opened.pglite! as unknown as {
      mod: { _abort(): void };
      execProtocolRawSync(...args: unknown[]): unknown;
    };
    pglite.execProtocolRawSync = () => pglite.mod._abort();

    const lead = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'ada@example.org', message: 'Hello' },
    });
    expect(lead.statusCode).toBe(503);
    // What /readyz answers from (503 while not ready); the app is closing already, so that the
    // process exits as soon as the requests under way are answered.
    expect(app.dbReadiness.ready).toBe(false);
    expect(app.dbReadiness.failure).toBeInstanceOf(WebAssembly.RuntimeError);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    await expect(app.inject({ method: 'GET', url: '/readyz' })).rejects.toThrow(/closed/);
  });
});
