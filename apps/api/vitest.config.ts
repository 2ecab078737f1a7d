import { baseTestConfig } from '@travel/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Each suite starts a database in `beforeAll`. PGlite takes 2–3 s alone, but `pnpm test` runs
  // every package's tests at once: on a 2-core machine with the design system's browser tests
  // beside it, starting one took over 30 s (CI, 2026-11-26).
  test: { ...baseTestConfig, hookTimeout: 120_000 },
});
