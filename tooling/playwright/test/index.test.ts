import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Which files "exist" is decided per test: the choice of browser must not depend on the
// machine the tests run on.
const present = vi.hoisted(() => new Set<string>());
vi.mock('node:fs', () => ({ existsSync: (path: string) => present.has(path) }));

const { chromiumArgs, chromiumExecutable, chromiumLaunchOptions, definePlaywrightConfig } =
  await import('../index.js');

beforeEach(() => {
  present.clear();
  vi.stubEnv('CHROMIUM_PATH', '');
  vi.stubEnv('CI', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('chromiumExecutable', () => {
  it('takes CHROMIUM_PATH over any installed Chromium', () => {
    present.add('/usr/bin/chromium');
    vi.stubEnv('CHROMIUM_PATH', '/opt/chromium/chrome');
    expect(chromiumExecutable()).toBe('/opt/chromium/chrome');
  });

  it("picks Debian's Chromium, then the chromium-browser name other distributions use", () => {
    present.add('/usr/bin/chromium-browser');
    expect(chromiumExecutable()).toBe('/usr/bin/chromium-browser');
    present.add('/usr/bin/chromium');
    expect(chromiumExecutable()).toBe('/usr/bin/chromium');
  });

  it('is undefined without one, so that Playwright uses its own downloaded browser', () => {
    expect(chromiumExecutable()).toBeUndefined();
  });
});

describe('chromiumLaunchOptions', () => {
  it('launches the chosen binary headless-friendly, without sandbox or outside network', () => {
    present.add('/usr/bin/chromium');
    const options = chromiumLaunchOptions();
    expect(options.executablePath).toBe('/usr/bin/chromium');
    expect(options.args).toEqual(chromiumArgs);
    expect(chromiumArgs).toEqual(
      expect.arrayContaining(['--no-sandbox', '--disable-background-networking']),
    );
  });
});

describe('definePlaywrightConfig', () => {
  it('runs Chromium with a trace of each failure, in parallel workers off CI', () => {
    present.add('/usr/bin/chromium');
    const config = definePlaywrightConfig();
    expect(config.use).toMatchObject({
      browserName: 'chromium',
      trace: 'retain-on-failure',
      launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    });
    expect(config.workers).toBeUndefined();
    expect(config.forbidOnly).toBe(false);
    expect(config.retries).toBe(0);
  });

  it('on CI, refuses test.only and runs one worker', () => {
    vi.stubEnv('CI', 'true');
    const config = definePlaywrightConfig();
    expect(config.forbidOnly).toBe(true);
    expect(config.workers).toBe(1);
  });

  it('lets a package override settings, merging `use` instead of replacing it', () => {
    const config = definePlaywrightConfig({
      testDir: './e2e',
      workers: 2,
      use: { reducedMotion: 'reduce', trace: 'off' },
    });
    expect(config.testDir).toBe('./e2e');
    expect(config.workers).toBe(2);
    expect(config.use).toMatchObject({
      browserName: 'chromium',
      reducedMotion: 'reduce',
      trace: 'off',
    });
    expect(config.use?.launchOptions).toBeDefined();
  });
});
