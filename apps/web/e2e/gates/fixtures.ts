import { test as base } from '@playwright/test';
import { startServer, type RunningServer } from '../server.ts';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with a worker-scoped `server`: the production server, started once by
 * each worker (PGlite in a folder of its own), so that tests spread over workers never share
 * one, and stopped when the worker is done.
 */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
