import { existsSync } from 'node:fs';

/** Flags a headless Chromium needs on a locked-down machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The Chromium to drive: `CHROMIUM_PATH` when set, else the distribution's Chromium when
 * installed, else undefined so Playwright falls back to its own downloaded browser.
 * @returns {string | undefined}
 */
export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return systemCandidates.find((candidate) => existsSync(candidate));
}

/** Launch options for Playwright's `chromium.launch()` or `use.launchOptions`. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutable(), args: chromiumArgs };
}

/**
 * Base settings for a Playwright config.
 * @param {import("@playwright/test").PlaywrightTestConfig} overrides
 * @returns {import("@playwright/test").PlaywrightTestConfig}
 */
export function definePlaywrightConfig(overrides = {}) {
  const isCI = Boolean(process.env.CI);
  return {
    forbidOnly: isCI,
    retries: 0,
    workers: isCI ? 1 : undefined,
    reporter: isCI ? 'list' : [['list']],
    timeout: 30_000,
    ...overrides,
    use: {
      browserName: 'chromium',
      launchOptions: chromiumLaunchOptions(),
      trace: 'retain-on-failure',
      ...overrides.use,
    },
  };
}
