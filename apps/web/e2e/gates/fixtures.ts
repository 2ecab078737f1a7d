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
      // The gates walk every page and follow every link from one address, the /contact?…
      // pages among them (rate-limited per address like the forms): far more than a visitor's
      // allowance in a minute. The limits have tests of their own (apps/api).
      const server = await startServer(undefined, { RATE_LIMIT_MAX: '100000' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
