import { expect, type Page } from '@playwright/test';

/**
 * The browser starts ICU for a page's language only where the page's islands format (issue 30,
 * app/lib/warm-intl.ts). The first number or date formatter of a language loads ICU's data for
 * it, a long task on a budget phone; a page whose formatted text is all prerendered must not pay
 * it, and a page whose islands do format must pay it in a task of its own before hydration, not
 * inside it.
 *
 * `recordIntl` before a page loads, `expectIntlAsDeclared` once it has hydrated and gone quiet:
 * the kinds of formatter that formatted something must be the kinds the page's route names
 * (`<html data-intl>`), and the first of each kind must be made before React takes the
 * document. The pages gate checks this on every page in Arabic (English shows some figures as
 * the catalog writes them).
 */

type Kind = 'number' | 'date' | 'relative time' | 'list' | 'display names';

/** Records, in the page, each kind of formatter made and used, and whether React had started. */
const RECORD = `(() => {
  const record = (window.__intl = { made: {}, used: [] });
  const reactStarted = () => Object.keys(document).some((key) => key.startsWith('__reactContainer'));
  const watch = (name, kind, methods) => {
    const Formatter = Intl[name];
    const made = () => { if (!(kind in record.made)) record.made[kind] = { reactStarted: reactStarted() }; };
    Intl[name] = new Proxy(Formatter, {
      construct(target, args, newTarget) { made(); return Reflect.construct(target, args, newTarget); },
      apply(target, self, args) { made(); return Reflect.apply(target, self, args); },
    });
    const use = () => { if (!record.used.includes(kind)) record.used.push(kind); };
    for (const method of methods) {
      const descriptor = Object.getOwnPropertyDescriptor(Formatter.prototype, method);
      if (!descriptor) continue;
      if (descriptor.get) {
        const get = descriptor.get;
        Object.defineProperty(Formatter.prototype, method, { ...descriptor, get() { use(); return get.call(this); } });
      } else {
        const value = descriptor.value;
        Object.defineProperty(Formatter.prototype, method, { ...descriptor, value(...args) { use(); return value.apply(this, args); } });
      }
    }
  };
  watch('NumberFormat', 'number', ['format', 'formatToParts', 'formatRange', 'formatRangeToParts']);
  watch('DateTimeFormat', 'date', ['format', 'formatToParts', 'formatRange', 'formatRangeToParts']);
  watch('RelativeTimeFormat', 'relative time', ['format', 'formatToParts']);
  watch('ListFormat', 'list', ['format', 'formatToParts']);
  watch('DisplayNames', 'display names', ['of']);
})();`;

interface Recorded {
  made: Partial<Record<Kind, { reactStarted: boolean }>>;
  used: Kind[];
}

/** Watches the page's formatters from its first script on. */
export async function recordIntl(page: Page): Promise<void> {
  await page.addInitScript(RECORD);
}

/** The page started the formatters its route names, and those only, before React started. */
export async function expectIntlAsDeclared(page: Page): Promise<void> {
  const declared = ((await page.locator('html').getAttribute('data-intl')) ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .sort();
  const recorded = await page.evaluate(() => (window as unknown as { __intl: Recorded }).__intl);
  expect([...recorded.used].sort(), 'the kinds of formatter the page used as it started').toEqual(
    declared,
  );
  for (const kind of declared)
    expect(recorded.made[kind as Kind], `the first ${kind} formatter`).toEqual({
      reactStarted: false,
    });
}
