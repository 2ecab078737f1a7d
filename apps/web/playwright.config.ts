import { definePlaywrightConfig } from '@travel/playwright-config';
import { defineConfig } from '@playwright/test';

// Browser tests run against the production build, served by the API server exactly as
// `pnpm start` serves it (see e2e/server.ts). Build first: `turbo run test:e2e` does.
export default defineConfig(
  definePlaywrightConfig({
    testDir: './e2e',
    // One migrated data directory that each test server starts from a copy of (e2e/server.ts).
    globalSetup: './e2e/global-setup.ts',
    fullyParallel: false,
    // Two workers on CI as elsewhere (Playwright's default is half the cores: one on the 2-core
    // machines this runs on). Files run side by side, each with servers of its own; the gates'
    // page matrix spreads over both (e2e/gates/fixtures.ts), about 1.5 times as fast.
    workers: 2,
    // Sheets, toasts and scrolls finish at once, as they do for visitors who ask for less motion.
    use: { reducedMotion: 'reduce' },
  }),
);
