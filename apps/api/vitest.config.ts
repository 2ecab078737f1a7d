import { baseTestConfig } from '@travel/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Each suite starts a database in `beforeAll`; PGlite can take well over the default 10 s
  // hook timeout on a busy machine.
  test: { ...baseTestConfig, hookTimeout: 30_000 },
});
