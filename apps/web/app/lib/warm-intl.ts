import { dateTimeFormat, numberFormat } from '@travel/catalog';
import { intlLocale } from '@travel/i18n';

/** The kinds of formatter whose first use loads ICU's data for a language. */
export type IntlKind = 'number' | 'date';

/**
 * What a route names in its `handle` when the islands of its page format numbers or dates
 * while they hydrate or just after (prices in a filtered list, a form's budget bands, the blog
 * list's dates): `{ ...(await pageStrings(…)), formats: ['number'] }`. A page whose islands
 * format nothing names none, and the browser never starts ICU for it before the visitor acts.
 */
export interface IntlHandle {
  formats: readonly IntlKind[];
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const STARTS: Record<IntlKind, (language: string) => unknown> = {
  // Plural rules come with numbers: the same islands say "3 tools", "7 days".
  number: (language) => {
    numberFormat(intlLocale(language));
    return new Intl.PluralRules(language).select(1);
  },
  date: (language) =>
    dateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }),
};

/**
 * The kinds `<html data-intl="number date">` names (root.tsx writes it for the browser entry),
 * in a fixed order.
 */
export function intlKindsOf(attribute: string | undefined): IntlKind[] {
  const named = new Set((attribute ?? '').split(/\s+/));
  return (Object.keys(STARTS) as IntlKind[]).filter((kind) => named.has(kind));
}

/**
 * Starts the browser's Intl machinery for the page's language before hydration, one kind of
 * formatter per task, and only the kinds the page's islands use (`IntlHandle`). The first
 * formatter of a kind loads ICU's data for the language: on a budget phone 80–140 ms (4× CPU),
 * which, paid inside a component's render, made one long task of a hydration slice (issue 17),
 * and which a page whose formatted text is all prerendered (issue 30's static parts) need not
 * pay at all. The formatters made here are the cached ones (`@travel/catalog` intl.ts) the
 * pages use.
 */
export async function warmIntl(language: string, kinds: readonly IntlKind[]): Promise<void> {
  for (const kind of kinds) {
    await nextTask();
    STARTS[kind](language);
  }
}
