import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClient } from '../helpers/databases.ts';
import { startSmtpSink, toOf, type SmtpSink } from '../helpers/smtp.ts';
import { postgresUrl } from '../helpers/variants.ts';
import { waitUntil } from '../helpers/wait.ts';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

let built: Promise<void> | undefined;

/** Builds the bundle the server runs from (`pnpm build`), as deployed: once for both variants. */
function build(): Promise<void> {
  built ??= (async () => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, stdio: 'ignore' });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`build failed (${String(code)})`);
  })();
  return built;
}

interface Server {
  child: ChildProcess;
  url: string;
}

/** `node dist/server.js`, once it answers `/readyz` (migrations may be retried). */
async function startServer(env: Record<string, string>): Promise<Server> {
  const server = await spawnServer(env);
  await waitUntil(async () => (await fetch(`${server.url}/readyz`)).ok, {
    timeoutMs: 60_000,
    what: '/readyz',
  });
  return server;
}

function spawnServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_BUILD_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${String(code)}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /Serving the site and API on (http:\/\/[^\s"]+)/.exec(line);
      if (match) resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1') });
    });
  });
}

async function kill9(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

const variants = [
  { name: 'PGlite', available: true },
  { name: 'PostgreSQL', available: postgresUrl !== null },
] as const;

for (const variant of variants) {
  describe.skipIf(!variant.available)(`kill -9 during delivery (${variant.name})`, () => {
    let smtp: SmtpSink;
    let env: Record<string, string>;
    let cleanup: () => Promise<void>;
    const servers: Server[] = [];

    beforeAll(async () => {
      await build();
      smtp = await startSmtpSink();
      const mail = {
        SMTP_URL: smtp.url,
        LEADS_NOTIFY_TO: 'agency@example.org',
        MAIL_SEND_TIMEOUT_MS: '3000',
        MAIL_RETRY_BASE_MS: '100',
        MAIL_POLL_MS: '200',
        LOG_LEVEL: 'info',
      };
      if (variant.name === 'PGlite') {
        const dir = await mkdtemp(join(tmpdir(), 'api-crash-'));
        env = { ...mail, DATA_DIR: dir };
        cleanup = () => rm(dir, { recursive: true, force: true });
      } else {
        const schema = `test_${randomBytes(6).toString('hex')}`;
        await withClient(postgresUrl!, (client) => client.query(`create schema ${schema}`));
        const url = new URL(postgresUrl!);
        url.searchParams.set('options', `-c search_path=${schema}`);
        env = { ...mail, DATABASE_URL: url.toString() };
        cleanup = () =>
          withClient(postgresUrl!, (client) => client.query(`drop schema ${schema} cascade`)).then(
            () => {},
          );
      }
    });

    afterAll(async () => {
      for (const server of servers)
        if (server.child.exitCode === null && server.child.signalCode === null) await kill9(server);
      await smtp?.close();
      await cleanup?.();
    });

    // Two server starts (a PGlite migrates on the first) and a lease to run out.
    it('delivers after a restart, each message at most twice', { timeout: 90_000 }, async () => {
      smtp.mode = 'hold';
      const first = await startServer(env);
      servers.push(first);
      const email = `traveller-${randomUUID()}@example.org`;
      const response = await fetch(`${first.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Grace Hopper', email, message: 'Iceland in winter.' }),
      });
      expect(response.status).toBe(200);

      // The server is in the middle of handing a message over: kill it there.
      await smtp.waitFor(() => smtp.held.length > 0);
      await kill9(first);
      smtp.mode = 'accept';

      const second = await startServer(env);
      servers.push(second);
      const accepted = await smtp.waitFor(
        (all) =>
          all.some((m) => toOf(m).includes('agency@example.org')) &&
          all.some((m) => toOf(m).includes(email)),
        30_000,
      );
      const ids = [...smtp.held, ...accepted].map((m) => m.messageId);
      for (const id of new Set(ids)) {
        expect(accepted.filter((m) => m.messageId === id)).toHaveLength(1);
        expect(ids.filter((other) => other === id).length).toBeLessThanOrEqual(2);
      }
      expect(new Set(accepted.map((m) => m.messageId)).size).toBe(2);
      await kill9(second);
    });
  });
}
