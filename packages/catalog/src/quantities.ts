/**
 * Figures the catalog keeps as numbers so each page formats them for its language (`Intl`), and
 * the English strings the catalog printed before (`'8 days'`, `'2-8 travelers'`, `'From $4,500'`)
 * derived from them. The strings stay for the pages not yet moved to the numbers; they are
 * English, so a page in another language must format the numbers instead.
 */

/** A range of whole numbers, both ends included; `min === max` for one value. */
export interface NumberRange {
  min: number;
  max: number;
}

/** A span of time in whole units (`Intl.NumberFormat`'s `unit` style, or `RelativeTimeFormat`). */
export type TimeUnit = 'hour' | 'day' | 'week' | 'month' | 'year';

export interface TimeSpan {
  value: number;
  unit: TimeUnit;
}

export interface TimeRange extends NumberRange {
  unit: 'day' | 'week';
}

const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;

/** `2-8` or `2`, as the spec prints a range. */
export function rangeText(range: NumberRange): string {
  return range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;
}

/** `8 days`. */
export const daysText = (days: number): string => plural(days, 'day');
/** `7-14 days`, `1-4 weeks`. */
export const timeRangeText = (range: TimeRange): string => `${rangeText(range)} ${range.unit}s`;
/** `2-8 travelers`, `2 travelers`. */
export const travelersText = (range: NumberRange): string => `${rangeText(range)} travelers`;
/** `2-8 people`. */
export const peopleText = (range: NumberRange): string => `${rangeText(range)} people`;
/** `Day 1` or `Days 3-6`. */
export function itineraryDaysText(stop: {
  firstDay: number;
  lastDay?: number | undefined;
}): string {
  return stop.lastDay === undefined
    ? `Day ${stop.firstDay}`
    : `Days ${stop.firstDay}-${stop.lastDay}`;
}
/**
 * `$4,500`, `$24.99`: what `formatUsd` prints, without Intl. These strings are made when a data
 * module loads, in the browser too, where a first Intl formatter costs a phone tens of
 * milliseconds (see money.ts).
 */
export function usdText(amount: number): string {
  const [whole = '', cents] = amount.toFixed(Number.isInteger(amount) ? 0 : 2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${cents === undefined ? '' : `.${cents}`}`;
}

/** `$299-599`: the second amount without its dollar sign, as the spec prints it. */
export function usdRangeText(from: number, to: number): string {
  return `${usdText(from)}-${usdText(to).slice(1)}`;
}
/** `48 hours before departure`. */
export const beforeDepartureText = (span: TimeSpan): string =>
  `${plural(span.value, span.unit)} before departure`;
/** `2 weeks ago`. */
export const agoText = (span: TimeSpan): string => `${plural(span.value, span.unit)} ago`;
