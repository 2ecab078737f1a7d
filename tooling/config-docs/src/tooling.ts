import type { Variable } from './variables.ts';

/**
 * Variables of the tests and the bench, which only developers and CI set. They are read where
 * they are used (apps/api/test/helpers, tooling/bench/src/lib/env.ts, the Playwright config);
 * this list is their documentation, and the test beside it checks each is still read somewhere.
 */
export const TOOLING_VARIABLES: readonly Variable[] = [
  {
    name: 'TEST_DATABASE_URL',
    usedBy: 'api tests',
    default: '`postgres://$PGUSER@127.0.0.1:5432/test` when it answers',
    description:
      'PostgreSQL the API tests also run against (`DATABASE_URL` when unset). Set but not ' +
      'answering, or unset on CI with nothing answering: the tests fail. `none`: PGlite only.',
  },
  {
    name: 'PGUSER',
    usedBy: 'api tests, bench',
    default: '`USER`, else the login name',
    description: 'PostgreSQL role of the default test and bench URLs.',
  },
  {
    name: 'TEST_REDIS_URL',
    usedBy: 'api tests',
    default: '`REDIS_URL`, else `redis://127.0.0.1:6379` when it answers',
    description:
      'Redis for the shared rate-limit tests; none answering, they are skipped (a configured ' +
      'one that fails fails them).',
  },
  {
    name: 'CI',
    usedBy: 'tests',
    default: null,
    description: 'Set on CI: Playwright refuses `test.only`, and the API tests require PostgreSQL.',
  },
  {
    name: 'CHROMIUM_PATH',
    usedBy: 'browser tests, bench',
    default: '`/usr/bin/chromium` when present',
    description:
      'Chromium binary for Playwright and Storybook tests (and Lighthouse, after `CHROME_PATH`).',
  },
  {
    name: 'CHROME_PATH',
    usedBy: 'bench',
    default: '`CHROMIUM_PATH`',
    description: 'Chrome or Chromium for Lighthouse.',
  },
  {
    name: 'BENCH_DATABASE_URL',
    usedBy: 'bench',
    default: '`postgres://$PGUSER@127.0.0.1:5432/bench`',
    description: 'PostgreSQL database the bench **drops and recreates** on every run.',
  },
  {
    name: 'BENCH_PG_STOP',
    usedBy: 'bench',
    default: "Debian's `pg_ctlcluster`",
    description: 'Shell command that stops PostgreSQL for the outage section.',
  },
  {
    name: 'BENCH_PG_START',
    usedBy: 'bench',
    default: "Debian's `pg_ctlcluster`",
    description: 'Shell command that starts PostgreSQL again after the outage section.',
  },
  {
    name: 'BENCH_REDIS_URL',
    usedBy: 'bench',
    default: '`redis://127.0.0.1:6379`',
    description: "Redis the cluster section's two instances share.",
  },
  {
    name: 'BENCH_LOG_LEVEL',
    usedBy: 'bench',
    default: '`info`',
    description: '`LOG_LEVEL` of the servers the bench starts.',
  },
];
