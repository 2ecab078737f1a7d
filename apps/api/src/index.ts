/**
 * What the rest of the repository may use of the API, in three entry points, so that the modules
 * behind them can move without breaking the tooling:
 *
 * - `@travel/api`: `buildApp`, a whole server in-process (its `database`, an `AppDatabase`:
 *   a choice it opens and closes, or `{ db }`, one the caller opened), and `addAccount`, a staff
 *   account in its database (the bench's hostile-input section, signed in);
 * - `@travel/api/database` (./database.ts): open the server's database as it does (the web app's
 *   browser tests, the bench), without loading the server;
 * - `@travel/api/config` (./config/definitions.ts): the environment variables' definitions
 *   (`pnpm config-docs`), without loading anything else.
 *
 * Everything else under `src/` is the server's own.
 */
export { buildApp } from './build-app.ts';
export type { BuildAppOptions } from './build-app.ts';
export type { AppDatabase } from './plugins/app/db.ts';
export { addAccount } from './staff/accounts.ts';
