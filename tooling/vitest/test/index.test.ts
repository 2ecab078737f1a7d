import { matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseTestConfig } from '../index.js';

const include = baseTestConfig.include ?? [];
const exclude = baseTestConfig.exclude ?? [];

/** Whether Vitest would run `file` (a path relative to a package) as a test file. */
const runs = (file: string) =>
  include.some((glob) => matchesGlob(file, glob)) &&
  !exclude.some((glob) => matchesGlob(file, glob));

describe('baseTestConfig', () => {
  it('finds unit tests beside the code and in test/', () => {
    for (const file of [
      'src/site.test.ts',
      'src/components/Button.test.tsx',
      'test/contact.test.ts',
      'test/helpers/nested.test.ts',
    ])
      expect(runs(file), file).toBe(true);
  });

  it('leaves out browser specs, built output, dependencies and helpers', () => {
    for (const file of [
      'e2e/home.spec.ts',
      'e2e/gates/pages.test.ts',
      'dist/site.test.js',
      'node_modules/some-lib/src/index.test.ts',
      'test/helpers/app.ts',
      'src/site.ts',
    ])
      expect(runs(file), file).toBe(false);
  });

  it('fails a package whose tests went missing instead of passing with none', () => {
    expect(baseTestConfig.passWithNoTests).toBe(false);
  });

  it('undoes every mock between tests and waits long enough for a database to start', () => {
    expect(baseTestConfig.restoreMocks).toBe(true);
    expect(baseTestConfig.testTimeout).toBeGreaterThanOrEqual(10_000);
  });
});
