import { chromium, type Browser, type BrowserContext } from 'playwright';
import { chromePath } from './env.ts';

/** Headless Chromium without what would add work or traffic of its own (chrome-launcher's flags). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium for the sections driven by Playwright (it adds `--headless` itself). */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromePath();
  if (!executablePath)
    throw new Error('No Chromium: set CHROME_PATH (or install /usr/bin/chromium)');
  return chromium.launch({
    executablePath,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
  });
}

/** A phone's window, as Lighthouse's mobile profile has it (412 × 823, touch). */
export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
}
