import { numberFormat } from './intl.ts';

/** `1000` → `$1,000`, `24.99` → `$24.99`: cents only when the amount has them. */
export function formatUsd(amount: number): string {
  // Made at the first amount shown (intl.ts), not when the module loads: pages that only import
  // the data this module's `parseUsd` sorts show no amount.
  return (
    Number.isInteger(amount)
      ? numberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
      : numberFormat('en-US', { style: 'currency', currency: 'USD' })
  ).format(amount);
}

/**
 * The first dollar amount in a price text as a number: `From $3,200` → 3200, `$24.99` → 24.99.
 * `undefined` when the text holds none (`Custom pricing`). Used to sort and filter by price.
 */
export function parseUsd(text: string): number | undefined {
  const match = /\$(\d{1,3}(?:,\d{3})*|\d+)(\.\d{1,2})?/.exec(text);
  if (!match?.[1]) return undefined;
  return Number(match[1].replaceAll(',', '') + (match[2] ?? ''));
}
