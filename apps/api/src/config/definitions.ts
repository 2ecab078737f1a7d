/**
 * The server's environment variables as defined and documented, for `pnpm config-docs`
 * (`@travel/api/config`). Importing it starts nothing: no Fastify, no database.
 */
export { ENV_SCHEMA } from './env.ts';
