import { dateTimeFormat, numberFormat } from '@travel/catalog';
import { intlLocale } from '@travel/i18n';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the browser's Intl machinery for the page's language before hydration, one kind of
 * formatter per task. The first formatter of a kind loads ICU's data for the language: on a phone
 * tens of milliseconds, which, paid inside a component's render, made one long task of a
 * hydration slice (issue 17: the home page's blog dates, a destination card's trip length). The
 * formatters made here are the cached ones (`@travel/catalog` intl.ts) the pages use.
 */
export async function warmIntl(language: string): Promise<void> {
  const starts = [
    () => numberFormat(intlLocale(language)),
    () => dateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }),
    () => new Intl.PluralRules(language).select(1),
  ];
  for (const start of starts) {
    await nextTask();
    start();
  }
}
