import { afterAll } from 'vitest';
import { sharedPgliteInUse } from './helpers/databases.ts';

// Test files share their worker's PGlite one after another (helpers/databases.ts): a file that
// left its database open would leave the next ones a PGlite each to start.
afterAll(() => {
  if (sharedPgliteInUse())
    throw new Error(
      'This test file left its PGlite database open: call cleanup() in afterAll (helpers/databases.ts).',
    );
});
