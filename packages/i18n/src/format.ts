import type { i18n as I18n } from 'i18next';
import { isLanguageCode } from './languages.ts';
import { placeName } from './places.ts';

/**
 * Numbers, prices, ratings and counts in a page's language: the one place the site formats a
 * figure. Every figure a reader sees goes through these (or through the i18next formatters they
 * back, `{{count, count}}`, `{{rating, rating}}`, `{{amount, money}}`), never through a
 * dictionary string with digits in it, so a German page cannot show "Ab $2,499" or "4.7".
 *
 * The choices a native reader expects, per language, are the tables below; Intl does the rest.
 */

type Options = Intl.NumberFormatOptions;

const base = (language: string) => language.split('-')[0] ?? language;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The locale `Intl` is given for a language. Arabic is written with Western digits (0–9), named
 * outright (`ar-u-nu-latn`): the Gulf and Levant travel sites and airlines the site's Arabic
 * readers book with (and Arabic Wikipedia, Google, Booking.com) print `2,499` and `24 ساعة`, and a
 * bare `ar` gives Arabic-Indic digits (`٢٬٤٩٩`) in engines on an older CLDR (before 42) or with a
 * regional tag (`ar-EG`, `ar-SA`), so the same page would show two kinds of figures. See the
 * README's "Arabic digits".
 */
export function intlLocale(language: string): string {
  return base(language) === 'ar' ? 'ar-u-nu-latn' : language;
}

/** Made once per language and options: making a formatter costs far more than using it. */
function numberFormat(language: string, options: Options = {}): Intl.NumberFormat {
  const key = `${language}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    // Thousands always grouped: CLDR leaves four-digit figures bare in Spanish and Italian
    // ("2499 $" beside "15.000 $"), which read as two styles on one page.
    format = new Intl.NumberFormat(intlLocale(language), { useGrouping: 'always', ...options });
    formats.set(key, format);
  }
  return format;
}

/**
 * How each language names the US dollar beside an amount: the sign its readers know for it
 * (`2.499 $` in German, `US$ 2.499` in Brazil, where `R$` is the real, `2.499 US$` in Spanish,
 * where `$` alone is a peso in most countries that speak it).
 */
const CURRENCY_DISPLAY: Readonly<Record<string, Options['currencyDisplay']>> = {
  en: 'symbol',
  es: 'symbol',
  fr: 'narrowSymbol',
  de: 'symbol',
  it: 'narrowSymbol',
  pt: 'symbol',
  zh: 'symbol',
  ja: 'symbol',
  ko: 'narrowSymbol',
  ar: 'symbol',
};

const isRtl = (language: string) => base(language) === 'ar';

/** Left-to-right isolate (LRI … PDI): a figure with a sign stays one unit in Arabic text. */
const isolate = (language: string, text: string) =>
  isRtl(language) ? `\u2066${text.replace(/[\u200e\u200f\u061c]/g, '')}\u2069` : text;

/**
 * Chinese and Japanese write a unit or counter right after the figure (`24時間`); Japanese
 * ranges take the one wave dash the dictionaries use (`7〜14日`, not ICU's full-width `～`).
 */
const closeUp = (language: string, text: string) =>
  ['ja', 'zh'].includes(base(language))
    ? text.replace(/(\d)[\s\u00a0\u202f]+/g, '$1').replaceAll('\uff5e', '\u301c')
    : text;

/**
 * A whole number from 0 to 999 in one of the site's languages: written as its digits, with no
 * formatter. Every language of the site writes Western digits (Arabic too, `intlLocale`) and
 * groups nothing under a thousand, so Intl would print the same; but the first formatter of a
 * language loads ICU's data for it, a long task on a budget phone, and a count such as the chat
 * badge's "1 new message" is on every page (issue 30).
 */
const asDigits = (language: string, value: number) =>
  Number.isInteger(value) &&
  value >= 0 &&
  value < 1000 &&
  !Object.is(value, -0) &&
  isLanguageCode(base(language));

/** A plain figure, grouped the language's way: `15.000`, `15 000`, `15,000`. */
export function formatNumber(language: string, value: number): string {
  return asDigits(language, value) ? String(value) : numberFormat(language).format(value);
}

/** A range of figures: `2–8`, `2-8`, `2～8`. */
export function formatNumberRange(language: string, low: number, high: number): string {
  return closeUp(language, numberFormat(language).formatRange(low, high));
}

/**
 * US dollars, whole unless the amount has cents, in the language's one currency style:
 * `$2,499`, `2.499 $`, `2 499 $`, `2.499 US$`, `US$ 2.499`, `US$2,499`, `$2,499`, `2,499 US$`
 * (Arabic, isolated so the sign stays beside its figure in right-to-left text).
 */
export function formatMoney(language: string, amount: number): string {
  const fraction = Number.isInteger(amount) ? 0 : 2;
  return isolate(
    language,
    numberFormat(language, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: CURRENCY_DISPLAY[base(language)] ?? 'symbol',
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    }).format(amount),
  );
}

/** A range of US dollars, the sign once where the language allows it: `5.000–10.000 $`. */
export function formatMoneyRange(language: string, low: number, high: number): string {
  // Japanese closes the wave dash up to both amounts (`$5,000〜$10,000`), as it writes `7〜14日`.
  const dash = (text: string) =>
    base(language) === 'ja'
      ? text.replace(/[\s\u00a0\u202f]*[\uff5e\u301c~][\s\u00a0\u202f]*/g, '\u301c')
      : text;
  return isolate(
    language,
    dash(
      numberFormat(language, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: CURRENCY_DISPLAY[base(language)] ?? 'symbol',
        maximumFractionDigits: 0,
      }).formatRange(low, high),
    ),
  );
}

/** A rating, always one decimal: `4.7`, `4,7`. */
export function formatRating(language: string, value: number): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A percentage given in hundredths' units (`25` → `25 %`, `25%`). */
export function formatPercent(language: string, value: number): string {
  return isolate(language, numberFormat(language, { style: 'percent' }).format(value / 100));
}

/** "This many or more", as a figure: `15.000+`, `15 000+`; Arabic `+15,000`, isolated. */
export function formatAtLeast(language: string, value: number): string {
  const number = formatNumber(language, value);
  return isRtl(language) ? isolate(language, `+${number}`) : `${number}+`;
}

/**
 * A duration in whole units, spelled out where the short form is no word a reader knows
 * (Arabic `24 س`, `10 د`): `24 Std.`, `24 h`, `24小时`, `24時間`, `24 ساعة`.
 */
export function formatDuration(
  language: string,
  value: number,
  unit: 'minute' | 'hour' | 'day' | 'week',
  display: 'short' | 'long' = 'short',
): string {
  return closeUp(
    language,
    numberFormat(language, {
      style: 'unit',
      unit,
      unitDisplay: isRtl(language) ? 'long' : display,
    }).format(value),
  );
}

/** A range of a duration: `7–14 Tage`, `7～14日`, `7–14 يومًا`. */
export function formatDurationRange(
  language: string,
  low: number,
  high: number,
  unit: 'minute' | 'hour' | 'day' | 'week',
): string {
  return closeUp(
    language,
    numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).formatRange(low, high),
  );
}

const toNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/**
 * Registers the formatters dictionaries name in their placeholders: `{{count, count}}`,
 * `{{rating, rating}}`, `{{amount, money}}`, `{{value, percent}}`, `{{value, atLeast}}`, and `{{city, place}}` (src/places.ts). A value
 * that is no number (already formatted text) is given back as it is.
 */
export function addFormatters(instance: I18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  const add = (name: string, format: (language: string, value: number) => string) =>
    formatter.add(name, (value: unknown, language: string | undefined) => {
      const number = toNumber(value);
      return Number.isFinite(number) ? format(language ?? 'en', number) : String(value);
    });
  add('count', formatNumber);
  add('rating', formatRating);
  add('money', formatMoney);
  add('percent', formatPercent);
  add('atLeast', formatAtLeast);
  formatter.add('place', (value: unknown, language: string | undefined) =>
    placeName(language ?? 'en', String(value)),
  );
}
