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

/**
 * How the app is handed its database, the one way from `buildApp` down to this plugin: a
 * `DatabaseChoice` the app opens when it starts and closes when it closes, or `{ db }`, a
 * database the caller opened and closes (the server, which holds its data directory's lock;
 * the tests), with the choice it was opened from to name it in the logs.
 */
export type AppDatabase = DatabaseChoice | { db: Kysely<Database>; choice?: DatabaseChoice };

export interface DbPluginOptions {
  database: AppDatabase;
  /** Pauses between migration attempts while the database does not answer. */
  retryDelays?: RetryDelays;
}

async function dbPlugin(fastify: FastifyInstance, opts: DbPluginOptions): Promise<void> {
  const given = 'db' in opts.database ? opts.database : null;
  const choice = given ? given.choice : (opts.database as DatabaseChoice);
  const name = choice ? describeDatabase(choice) : 'the database';
  let db: Kysely<Database>;
  if (given) {
    db = given.db;
  } else {
    db = createDatabase(opts.database as DatabaseChoice, {
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
    if (!given) await db.destroy();
  });
  fastify.decorate('db', db);
  fastify.decorate('dbReadiness', readiness);
}

export default fp(dbPlugin, { name: 'db' });
