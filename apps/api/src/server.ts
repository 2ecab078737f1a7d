import { setSourceMapsSupport } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './build-app.ts';
import { loadConfig } from './config/load.ts';
import { listenAdminSocket } from './admin/socket.ts';
import { describeDatabase } from './db/create-db.ts';
import { openDatabase, type OpenDatabase } from './db/open-database.ts';
import { exitWhenPgliteAborts, installCrashHandlers } from './lifecycle/fatal.ts';
import { restrictUmask, securePrivateDir } from './lib/private-files.ts';

// The bundle in dist/ ships with source maps: report stack traces against src/.
setSourceMapsSupport(true);

/** How long open requests get to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

const config = loadConfig(process.env);
const database = describeDatabase(config.database);
let opened: OpenDatabase | undefined;

/**
 * Fastify announces every address it listens on (each interface for 0.0.0.0); the first
 * becomes the one line to look for, with localhost standing in for a wildcard host.
 */
let announced = false;
function listenText(address: string): string {
  if (announced) return `Also listening on ${address}`;
  announced = true;
  const url = WILDCARD_HOSTS.has(config.host)
    ? `http://localhost:${new URL(address).port}`
    : address;
  return `Serving the site and API on ${url} (database: ${database})`;
}

let app: FastifyInstance;
try {
  // Before anything is written: the database, mail drop and backups are the server user's only.
  restrictUmask();
  if (config.mail.dir) securePrivateDir(config.mail.dir, 'MAIL_DIR');
  // A database that does not answer yet does not stop the server: it serves the pages and
  // answers 503 to the forms and /readyz while it keeps trying (src/db/readiness.ts).
  // PGlite: DATA_DIR's lock (a second server refuses, naming the first) and durable commits.
  opened = await openDatabase(config.database, 'server', {
    onPoolError: (error) => console.error('Idle database connection failed:', error),
  });
  const { db, pglite, lock } = opened;
  app = await buildApp({ config, database: { db, choice: config.database } });
  installCrashHandlers(app.log);
  if (pglite) exitWhenPgliteAborts(app, pglite);
  if (lock && config.database.kind === 'pglite') {
    const admin = await listenAdminSocket(config.database.dataDir, { db, log: app.log });
    app.addHook('onClose', () => new Promise<void>((done) => admin.close(() => done())));
  }
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: listenText,
  });
  if (!app.dbReadiness.ready) {
    app.log.warn(`Started without ${database}: forms answer 503 until it is reachable`);
  }
} catch (error) {
  console.error(`Could not start (database: ${database}):`, error);
  await opened?.close().catch(() => {});
  process.exit(1);
}

let shuttingDown = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info(`${signal} received: finishing open requests, then stopping`);
  setTimeout(() => {
    app.log.error(`Open requests did not finish within ${SHUTDOWN_GRACE_MS / 1000} s; exiting`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  try {
    await app.close();
    await opened?.close();
    app.log.info('Stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));
