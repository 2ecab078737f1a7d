import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase, describeDatabase, type DatabaseChoice } from '../../db/create-db.ts';
import type { Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrateUntilReady, type DatabaseReadiness, type RetryDelays } from '../../db/readiness.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Whether the schema is in place; forms and /readyz answer 503 until it is. */
    dbReadiness: DatabaseReadiness;
  }
}

export type DbPluginOptions =
  /** A database the caller opened and will close. */
  (
    | { db: Kysely<Database>; database?: DatabaseChoice }
    /** A database this plugin opens, and closes when the app closes. */
    | { database: DatabaseChoice }
  ) & {
    /** Pauses between migration attempts while the database does not answer. */
    retryDelays?: RetryDelays;
  };

async function dbPlugin(fastify: FastifyInstance, opts: DbPluginOptions): Promise<void> {
  let db: Kysely<Database>;
  const name = opts.database ? describeDatabase(opts.database) : 'the database';
  if ('db' in opts) {
    db = opts.db;
  } else {
    db = createDatabase(opts.database, {
      onPoolError: (error) => fastify.log.warn({ err: error }, 'Idle database connection failed'),
    });
    fastify.log.debug(`Opening ${name}`);
  }

  // The first attempt runs before the server listens, so a database that answers is ready
  // from the first request; one that does not is tried again in the background.
  const readiness = migrateUntilReady({
    database: name,
    log: fastify.log,
    delays: opts.retryDelays,
    migrate: async () => {
      const results = await migrateToLatest(db);
      for (const result of results)
        fastify.log.info(`Applied database migration ${result.migrationName}`);
    },
  });
  await readiness.firstAttempt;

  fastify.addHook('onClose', async () => {
    readiness.stop();
    if (!('db' in opts)) await db.destroy();
  });
  fastify.decorate('db', db);
  fastify.decorate('dbReadiness', readiness);
}

export default fp(dbPlugin, { name: 'db' });
