import { defineConfig } from 'vitest/config';

// Not @travel/vitest-config: that package lints itself with these configs, and a dependency
// back on it would be a cycle in the workspace graph.
// Linting and type-checking samples is CPU work: generous on a busy machine.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], passWithNoTests: false, testTimeout: 30_000 },
});
