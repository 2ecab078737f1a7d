import { baseTestConfig } from '@travel/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...baseTestConfig,
    // A worker runs test file after test file instead of one worker per file, so its in-memory
    // PGlite, which takes seconds to start, starts once (test/helpers/databases.ts). The
    // files share no state: each has a schema of its own, no file changes process.env or mocks
    // modules, and fake timers are put back after each test.
    isolate: false,
    setupFiles: ['test/setup.ts'],
    // Each suite starts a database in `beforeAll`. PGlite takes 2–3 s alone, but `pnpm test`
    // runs every package's tests at once: on a 2-core machine with the design system's browser
    // tests beside it, starting one took over 30 s (CI, 2026-11-26).
    hookTimeout: 120_000,
  },
});
