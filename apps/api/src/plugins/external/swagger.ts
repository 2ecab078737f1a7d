import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document, built by @fastify/swagger from the routes' schemas (JSON Schemas
 * generated from `@travel/schemas`), and Swagger UI to read it. Registered before the routes
 * so that it sees them.
 */
export interface SwaggerPluginOptions {
  /** Serve Swagger UI at /api/docs (config `apiDocs`); the JSON document is always served. */
  ui: boolean;
}

async function swaggerPlugin(fastify: FastifyInstance, opts: SwaggerPluginOptions): Promise<void> {
  await fastify.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Travel site API',
        version: '1.0.0',
        description:
          'The forms of the public site: inquiries, contact messages, flight requests and ' +
          'newsletter sign-ups. Every form endpoint takes JSON (the pages) or ' +
          '`application/x-www-form-urlencoded` (the same forms without JavaScript): JSON gets ' +
          'JSON answers, a form post a 303 to a page of the site.',
      },
      tags: [
        { name: 'leads', description: 'Inquiries, contact messages and flight requests' },
        { name: 'newsletter', description: 'Sign-ups and unsubscribe links' },
        { name: 'health', description: 'Liveness and readiness' },
      ],
    },
  });

  // Swagger UI loads only its own files (no inline script), so the site's policy fits it.
  // In production only with API_DOCS=true: it shows every route to whoever looks.
  if (opts.ui) await fastify.register(swaggerUi, { routePrefix: DOCS_PATH });

  fastify.get(OPENAPI_PATH, { schema: { hide: true } }, async () => fastify.swagger());
}

export default fp(swaggerPlugin, { name: 'swagger' });
