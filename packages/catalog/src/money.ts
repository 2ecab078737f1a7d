/**
 * Made at the first amount shown, not when the module loads: pages that only import the data
 * this module's `parseUsd` sorts (the shop, the inquiry form's options) show no amount, and a
 * browser's first Intl formatter costs several milliseconds of start-up on a phone.
 */
let formats: { wholeDollars: Intl.NumberFormat; withCents: Intl.NumberFormat } | undefined;

/** `1000` → `$1,000`, `24.99` → `$24.99`: cents only when the amount has them. */
export function formatUsd(amount: number): string {
  formats ??= {
    wholeDollars: new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
    withCents: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  };
  return (Number.isInteger(amount) ? formats.wholeDollars : formats.withCents).format(amount);
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
