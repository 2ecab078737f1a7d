import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig, RateLimitConfig } from './config/load.ts';
import type { RetryDelays } from './db/readiness.ts';
import { cspDirectives, serializeCsp, type CspOptions } from './lib/content-security-policy.ts';
import { formPagePath } from './lib/form-post.ts';
import botCheck, { type Siteverify } from './plugins/app/bot-check.ts';
import cspReport from './plugins/app/csp-report.ts';
import dbPlugin, { type AppDatabase } from './plugins/app/db.ts';
import errorHandlers from './plugins/app/error-handlers.ts';
import leadRetention from './plugins/app/lead-retention.ts';
import mail from './plugins/app/mail.ts';
import newsletterExpiry from './plugins/app/newsletter-expiry.ts';
import shutdown from './plugins/app/shutdown.ts';
import staffShell from './plugins/app/staff-shell.ts';
import webBuild from './plugins/app/web-build/index.ts';
import cors from './plugins/external/cors.ts';
import formbody from './plugins/external/formbody.ts';
import helmet from './plugins/external/helmet.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import swagger from './plugins/external/swagger.ts';
import apiHooks from './routes/api/autohooks.ts';
import contactRoutes from './routes/api/contact/index.ts';
import newsletterRoutes from './routes/api/newsletter/index.ts';
import quizRoutes from './routes/api/quiz/index.ts';
import staffRoutes from './routes/api/staff/index.ts';
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
  /** Staff cookies always `Secure`: production, or SITE_ORIGIN is https. */
  secureCookie: boolean;
  rateLimit: RateLimitConfig;
  redisUrl: string | null;
  recaptcha: AppConfig['recaptcha'] & { verify?: Siteverify };
  /** Serve Swagger UI at /api/docs. */
  apiDocs: boolean;
  /** Days leads are kept (the daily clean-up); null keeps them. */
  leadRetentionDays: number | null;
  /** Pauses between migration attempts while the database does not answer. */
  retryDelays?: RetryDelays;
  mail: AppConfig['mail'];
  database: AppDatabase;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The page of our site a form post came from (`Referer`), or null; see lib/form-post.ts. */
    formPagePath(request: FastifyRequest): string | null;
  }
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
  await fastify.register(shutdown);
  await fastify.register(swagger, { ui: opts.apiDocs });
  const windowMs = opts.rateLimit.windowMs;
  await fastify.register(webBuild, {
    root: opts.webBuildDir,
    pagePolicy: (hashes) => serializeCsp(cspDirectives(opts.csp, hashes)),
    rateLimit: { max: opts.rateLimit.newsletterMax, timeWindow: windowMs },
  });

  // The page a form without JavaScript was posted from, for the error page's link back.
  const isPage = fastify.webBuild?.isPage ?? looksLikePage;
  fastify.decorate('formPagePath', (request: FastifyRequest) => formPagePath(request, isPage));

  await fastify.register(dbPlugin, { database: opts.database, retryDelays: opts.retryDelays });
  await fastify.register(botCheck, opts.recaptcha);
  await fastify.register(mail, { config: opts.mail });
  await fastify.register(newsletterExpiry);
  await fastify.register(staffShell, { csp: opts.csp });

  await fastify.register(leadRetention, { days: opts.leadRetentionDays, mailDir: opts.mail.dir });
  await fastify.register(errorHandlers);

  await fastify.register(healthRoutes);
  await fastify.register(cspReport, {
    rateLimit: { max: opts.rateLimit.contactMax, timeWindow: windowMs },
  });
  await fastify.register(
    async (api) => {
      await api.register(apiHooks, { siteOrigins: opts.siteOrigins });
      await api.register(contactRoutes, {
        prefix: '/contact',
        rateLimit: { max: opts.rateLimit.contactMax, timeWindow: windowMs },
      });
      await api.register(quizRoutes, {
        prefix: '/quiz',
        rateLimit: { max: opts.rateLimit.contactMax, timeWindow: windowMs },
      });
      await api.register(newsletterRoutes, {
        prefix: '/newsletter',
        rateLimit: { max: opts.rateLimit.newsletterMax, timeWindow: windowMs },
      });
      await api.register(staffRoutes, {
        prefix: '/staff',
        siteOrigins: opts.siteOrigins,
        secureCookie: opts.secureCookie,
      });
    },
    { prefix: '/api' },
  );
}
