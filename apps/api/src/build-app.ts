import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import serviceApp, { BODY_LIMIT } from './app.ts';
import { loadConfig, type AppConfig, type LogLevel } from './config/load.ts';
import type { RetryDelays } from './db/readiness.ts';
import { loggerOptions } from './lib/logger-options.ts';
import type { Siteverify } from './plugins/app/bot-check.ts';
import type { AppDatabase } from './plugins/app/db.ts';

export interface BuildAppOptions {
  /** Defaults to the environment (`loadConfig(process.env)`). */
  config?: AppConfig;
  /** The app's database (`AppDatabase`); defaults to `config.database`, which the app opens. */
  database?: AppDatabase;
  /** Overrides `config.webBuildDir`; null serves the API alone. */
  webBuildDir?: string | null;
  corsOrigins?: string[];
  /** Replaces the call to Google's siteverify (tests). */
  siteverify?: Siteverify;
  /** Pauses between migration attempts while the database does not answer (tests shorten them). */
  retryDelays?: RetryDelays;
  /** false silences logging (tests); a stream captures it. */
  logger?: false | { level?: LogLevel; stream?: { write(line: string): void } };
}

/** Creates the Fastify instance with the service registered; used by the server and tests. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig(process.env);
  const logger =
    options.logger === false
      ? false
      : loggerOptions({
          level: options.logger?.level ?? config.logLevel,
          clientNetwork: config.logClientNetwork,
          stream: options.logger?.stream,
        });

  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Requests during shutdown get our answers (plugins/app/shutdown.ts), not Fastify's.
    return503OnClosing: false,
    handlerTimeout: config.requestTimeoutMs,
    // A fresh PGlite on a busy 2-core machine takes more than Fastify's 10 s to start.
    pluginTimeout: 120_000,
  });
  if (config.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true believes the first X-Forwarded-For address, which clients choose: ' +
        'set a hop count or the proxies’ addresses instead (docs/security.md)',
    );
  }
  const corsOrigins = options.corsOrigins ?? config.corsOrigins;
  // fastify-plugin keeps the decorators (`app.db`) visible to whoever holds the instance.
  await app.register(fp(serviceApp), {
    database: options.database ?? config.database,
    corsOrigins,
    siteOrigins: [...new Set([...config.siteOrigins, ...corsOrigins])],
    webBuildDir: options.webBuildDir === undefined ? config.webBuildDir : options.webBuildDir,
    csp: { thirdParties: config.thirdParties, upgradeInsecureRequests: config.production },
    hsts: config.production,
    secureCookie: config.secureCookie,
    rateLimit: config.rateLimit,
    redisUrl: config.redisUrl,
    recaptcha: { ...config.recaptcha, verify: options.siteverify },
    retryDelays: options.retryDelays,
    apiDocs: config.apiDocs,
    leadRetentionDays: config.leadRetentionDays,
    mail: config.mail,
  });
  return app;
}
