/** `@travel/api/database`: the server's database as it opens it, for tooling (see ./index.ts). */
export { openDatabase } from './db/open-database.ts';
export type { OpenDatabase } from './db/open-database.ts';
export { DurablePGlite } from './db/durable-pglite.ts';
