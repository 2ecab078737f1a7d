import type { ApiResult } from '@travel/schemas';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { loadConfig, type AppConfig, type LogLevel, type RateLimitConfig } from './config.ts';
import type { DatabaseChoice } from './db/create-db.ts';
import type { Database } from './db/database.ts';
import type { RetryDelays } from './db/readiness.ts';
import { cspDirectives, serializeCsp, type CspOptions } from './lib/content-security-policy.ts';
import {
  formErrorLocation,
  formErrorReason,
  formPagePath,
  isFormPost,
  seeOther,
} from './lib/form-post.ts';
import { serializeError, serializeRequest } from './lib/log-serializers.ts';
import botCheck, { type Siteverify } from './plugins/app/bot-check.ts';
import contactRepository from './plugins/app/contacts/contact-repository.ts';
import dbPlugin from './plugins/app/db.ts';
import mail from './plugins/app/mail.ts';
import newsletterRepository from './plugins/app/newsletter/newsletter-repository.ts';
import cors from './plugins/external/cors.ts';
import formbody from './plugins/external/formbody.ts';
import helmet from './plugins/external/helmet.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import webBuild, { isApiPath } from './plugins/external/static.ts';
import swagger from './plugins/external/swagger.ts';
import apiHooks from './routes/api/autohooks.ts';
import contactRoutes from './routes/api/contact/index.ts';
import newsletterRoutes from './routes/api/newsletter/index.ts';
import healthRoutes from './routes/health.ts';

/** Largest request body accepted; the longest form (a 5,000-character message) fits many times. */
export const BODY_LIMIT = 64 * 1024;

export type AppOptions = {
  corsOrigins: string[];
  siteOrigins: string[];
  /** The web build to serve; null for the API alone. */
  webBuildDir: string | null;
  csp: CspOptions;
  hsts: boolean;
  rateLimit: RateLimitConfig;
  redisUrl: string | null;
  recaptcha: AppConfig['recaptcha'] & { verify?: Siteverify };
  /** Pauses between migration attempts while the database does not answer. */
  retryDelays?: RetryDelays;
  mail: AppConfig['mail'];
} & ({ db: Kysely<Database>; database?: DatabaseChoice } | { database: DatabaseChoice });

declare module 'fastify' {
  interface FastifyInstance {
    /** The page of our site a form post came from (`Referer`), or null; see lib/form-post.ts. */
    formPagePath(request: FastifyRequest): string | null;
  }
}

/** Friendlier words for the errors Fastify raises before a handler runs. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Send the request body as JSON (Content-Type: application/json) or as a form ' +
    '(application/x-www-form-urlencoded).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a few minutes.';

export const NOT_FOUND = 'Not found.';

/**
 * The field a 4xx answer names when no form field is at fault, so a client can always show a
 * message at a field: `body` for the request body as a whole (unreadable, empty, too large,
 * of another type), `request` for the request itself (too many, unknown address).
 */
function errorField(status: number): string {
  return status === 404 || status === 429 ? 'request' : 'body';
}

/**
 * Whether `path` looks like a page of the site, for a server without a web build (the API
 * alone): plain lowercase segments, so the address never leaves the site.
 */
const looksLikePage = (path: string) => /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(path);

/** The whole service: third-party plugins, then ours, then routes (fastify/demo layout). */
export default async function serviceApp(
  fastify: FastifyInstance,
  opts: AppOptions,
): Promise<void> {
  // The API reads JSON and forms only; without this Fastify would hand a text/plain body to handlers.
  fastify.removeContentTypeParser('text/plain');
  // Route schemas (JSON Schemas generated from @travel/schemas) document the API; handlers
  // validate with valibot, so that visitors read our messages rather than Ajv's.
  fastify.setValidatorCompiler(() => () => true);

  await fastify.register(helmet, { ...opts.csp, hsts: opts.hsts });
  await fastify.register(cors, { origins: opts.corsOrigins });
  await fastify.register(formbody, { bodyLimit: BODY_LIMIT });
  await fastify.register(rateLimit, { redisUrl: opts.redisUrl });
  await fastify.register(swagger);
  await fastify.register(webBuild, {
    root: opts.webBuildDir,
    pagePolicy: (hashes) => serializeCsp(cspDirectives(opts.csp, hashes)),
  });

  // The page a form without JavaScript was posted from, for the error page's link back.
  const isPage = fastify.webBuild?.isPage ?? looksLikePage;
  fastify.decorate('formPagePath', (request: FastifyRequest) => formPagePath(request, isPage));

  const { retryDelays } = opts;
  await fastify.register(
    dbPlugin,
    'db' in opts
      ? { db: opts.db, database: opts.database, retryDelays }
      : { database: opts.database, retryDelays },
  );
  await fastify.register(botCheck, opts.recaptcha);
  await fastify.register(mail, { config: opts.mail });
  await fastify.register(contactRepository);
  await fastify.register(newsletterRepository);

  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'Request failed');
    } else {
      // The code only: a JSON parse error's message quotes the body it could not read.
      request.log.info({ code: error.code, statusCode: status }, 'Request rejected');
    }
    // A browser posting a form shows whatever comes back: send it to a page instead.
    if (request.method === 'POST' && isFormPost(request) && isApiPath(request.url)) {
      return seeOther(
        reply,
        formErrorLocation(formErrorReason(status), { from: fastify.formPagePath(request) }),
      );
    }
    if (status >= 500) {
      return reply
        .code(status)
        .send({ success: false, message: SERVER_ERROR_MESSAGE } satisfies ApiResult);
    }
    const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
    return reply.code(status).send({
      success: false,
      message,
      errors: [{ field: errorField(status), message }],
    } satisfies ApiResult);
  });

  fastify.setNotFoundHandler((request, reply) => {
    const page = fastify.webBuild?.notFoundPageFor(request.url, request.headers.cookie) ?? null;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (page && wantsPage && !isApiPath(request.url)) {
      // An unchanged page would otherwise get a 304 for a URL that does not exist.
      return reply.code(404).sendFile(page, { etag: false, lastModified: false });
    }
    return reply.code(404).send({
      success: false,
      message: NOT_FOUND,
      errors: [{ field: errorField(404), message: NOT_FOUND }],
    } satisfies ApiResult);
  });

  await fastify.register(healthRoutes);
  const windowMs = opts.rateLimit.windowMs;
  await fastify.register(
    async (api) => {
      await api.register(apiHooks, { siteOrigins: opts.siteOrigins });
      await api.register(contactRoutes, {
        prefix: '/contact',
        rateLimit: { max: opts.rateLimit.contactMax, timeWindow: windowMs },
      });
      await api.register(newsletterRoutes, {
        prefix: '/newsletter',
        rateLimit: { max: opts.rateLimit.newsletterMax, timeWindow: windowMs },
      });
    },
    { prefix: '/api' },
  );
}

export interface BuildAppOptions {
  /** Defaults to the environment (`loadConfig(process.env)`). */
  config?: AppConfig;
  /** An open database the caller closes; otherwise the app opens `database` and closes it. */
  db?: Kysely<Database>;
  database?: DatabaseChoice;
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
  const logger: FastifyServerOptions['logger'] =
    options.logger === false
      ? false
      : {
          level: options.logger?.level ?? config.logLevel,
          ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
          // Request bodies are never logged; URLs lose their query string, database errors
          // their quoted values (lib/log-serializers.ts); these headers carry credentials.
          serializers: { err: serializeError, req: serializeRequest },
          redact: ['req.headers.cookie', 'req.headers.authorization'],
        };

  const app = Fastify({ logger, bodyLimit: BODY_LIMIT, trustProxy: config.trustProxy });
  const database = options.db
    ? { db: options.db, ...(options.database ? { database: options.database } : {}) }
    : { database: options.database ?? config.database };
  const corsOrigins = options.corsOrigins ?? config.corsOrigins;
  // fastify-plugin keeps the decorators (`app.db`) visible to whoever holds the instance.
  await app.register(fp(serviceApp), {
    ...database,
    corsOrigins,
    siteOrigins: [...new Set([...config.siteOrigins, ...corsOrigins])],
    webBuildDir: options.webBuildDir === undefined ? config.webBuildDir : options.webBuildDir,
    csp: { thirdParties: config.thirdParties, upgradeInsecureRequests: config.production },
    hsts: config.production,
    rateLimit: config.rateLimit,
    redisUrl: config.redisUrl,
    recaptcha: { ...config.recaptcha, verify: options.siteverify },
    retryDelays: options.retryDelays,
    mail: config.mail,
  });
  return app;
}
