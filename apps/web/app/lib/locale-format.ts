import {
  beforeDepartureText,
  type Figure,
  peopleText,
  relativeTimeFormat,
  timeRangeText,
  type NumberRange,
  type TimeRange,
  type TimeSpan,
} from '@travel/catalog';
import type { TFunction } from 'i18next';
import {
  directionOf,
  formatAtLeast,
  formatDuration,
  formatDurationRange,
  formatNumberRange,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatPercent,
  intlLocale,
  formatRating,
  isLanguageCode,
} from '@travel/i18n';

const READ_TIME = /^(\d+) min read$/;
const AGO = /^(\d+) (day|week|month|year)s? ago$/;

const ITALIAN_ARTICLES: Readonly<Record<string, string>> = {
  'settimana scorsa': 'la settimana scorsa',
  'mese scorso': 'il mese scorso',
  'anno scorso': 'l’anno scorso',
};

/**
 * A read time of the catalog (`9 min read`) in the page's language: the minutes by
 * `Intl.NumberFormat` (its plural rules: `9 Min.`, `9 min`) in the sentence of
 * `common:readTime`. Text of another shape is given back as it is.
 */
export function readTime(t: TFunction, language: string, text: string): string {
  const match = READ_TIME.exec(text);
  if (!match) return text;
  const duration = formatDuration(language, Number(match[1]), 'minute');
  return t('common:readTime', { duration });
}

/**
 * A relative date of the catalog (`2 weeks ago`) in the page's language, by
 * `Intl.RelativeTimeFormat` (`vor 2 Wochen`, `قبل أسبوعين`). Text of another shape is given
 * back as it is.
 */
export function timeAgo(language: string, text: string): string {
  const match = AGO.exec(text);
  if (!match) return text;
  const unit = match[2] as Intl.RelativeTimeFormatUnit;
  const ago = relativeTimeFormat(intlLocale(language), { numeric: 'auto' }).format(
    -Number(match[1]),
    unit,
  );
  // ICU drops Italian's article (`mese scorso`); a sentence reads `il mese scorso`.
  return language.split('-')[0] === 'it' ? (ITALIAN_ARTICLES[ago] ?? ago) : ago;
}

/** A trip length in days (the catalog's `durationDays`) in the page's language (`8 Tage`). */
export function tripDaysOf(language: string, days: number): string {
  return formatDuration(language, days, 'day', 'long');
}

/** A group size (the catalog's `travelers`, `{ min: 2, max: 8 }`) in the page's language (`2–8 Reisende`). */
export function travelersOf(
  t: TFunction,
  language: string,
  { min, max }: { min: number; max?: number | undefined },
): string {
  const range =
    max !== undefined && max !== min
      ? formatNumberRange(language, min, max)
      : formatNumber(language, min);
  return t('common:travelers', { range });
}

/**
 * A price in dollars (the catalog's `priceFromUsd`, `priceUsd`) in the page's language and its
 * one currency style (`4.500 $`), as a “from” price (`Ab 4.500 $`) when `from`.
 */
export function priceOf(t: TFunction, language: string, usd: number, from = false): string {
  const amount = formatMoney(language, usd);
  return from ? t('common:fromPrice', { price: amount }) : amount;
}

const PRICE = /^\$([\d,]+(?:\.\d{2})?)(?:\s?[-–]\s?\$?([\d,]+))?$/;

/**
 * An amount the /services/all and shop loaders print in dollars (`$3,600`, `$24.99`,
 * `$299-599`) in the page's language.
 */
export function money(language: string, text: string): string {
  const match = PRICE.exec(text.trim());
  if (!match) return text;
  const number = (figure: string) => Number(figure.replaceAll(',', ''));
  return match[2]
    ? formatMoneyRange(language, number(match[1]!), number(match[2]))
    : formatMoney(language, number(match[1]!));
}

/** English pages show the catalog's figures as the agency writes them (`7-14 days`, `Days 3-6`). */
const asWritten = (language: string) => language === 'en' || language.startsWith('en-');

/**
 * A span of the catalog (`{ value: 48, unit: 'hour' }`, a trip's `length` `{ min: 7, max: 14,
 * unit: 'day' }`) in the page's language, by `Intl.NumberFormat` (`7–14 Tage`,
 * `من 7 إلى 14 يومًا`); in English as the agency writes it (`7-14 days`, `48 hours`).
 */
export function spanOf(language: string, span: TimeSpan | TimeRange): string {
  if ('value' in span) {
    if (asWritten(language)) return `${span.value} ${span.unit}${span.value === 1 ? '' : 's'}`;
    return formatDuration(language, span.value, span.unit as 'hour' | 'day' | 'week', 'long');
  }
  if (asWritten(language)) return timeRangeText(span);
  return span.min === span.max
    ? formatDuration(language, span.min, span.unit, 'long')
    : formatDurationRange(language, span.min, span.max, span.unit);
}

/** A group of the catalog (`people`, `{ min: 2, max: 8 }`) in the page's language (`2–8 Personen`). */
export function peopleOf(t: TFunction, language: string, range: NumberRange): string {
  if (asWritten(language)) return peopleText(range);
  const figures =
    range.min === range.max
      ? formatNumber(language, range.min)
      : formatNumberRange(language, range.min, range.max);
  return t('common:catalog.people', { range: figures, count: range.max });
}

/** How long before departure (the catalog's `revealBefore`), in the page's language. */
export function beforeDepartureOf(t: TFunction, language: string, span: TimeSpan): string {
  if (asWritten(language)) return beforeDepartureText(span);
  return t('common:catalog.beforeDeparture', { time: spanOf(language, span) });
}

/** A range of dollars (the catalog's `priceFrom`, `priceTo`) in the page's language (`299–599 $`). */
export function moneyRangeOf(language: string, from: number, to: number): string {
  return formatMoneyRange(language, from, to);
}

/**
 * An itinerary stop's days (the catalog's `firstDay` and `lastDay`) in the page's language
 * (`Tag 1`, `Tage 3–6`); in English as the agency writes them (`Day 1`, `Days 3-6`).
 */
export function itineraryDaysOf(
  t: TFunction,
  language: string,
  firstDay: number,
  lastDay?: number,
): string {
  const range = lastDay !== undefined && lastDay !== firstDay;
  if (asWritten(language)) return range ? `Days ${firstDay}-${lastDay}` : `Day ${firstDay}`;
  return range
    ? t('common:catalog.days', { range: formatNumberRange(language, firstDay, lastDay) })
    : t('common:catalog.day', { day: formatNumber(language, firstDay) });
}

/**
 * US dollars in the page's language, in its one currency style (`4.500 $`), written out in
 * full: compact notation read as another style (`1 Mln $`, `$100万`) beside the full amounts.
 */
export function dollars(language: string, amount: number): string {
  return formatMoney(language, amount);
}

const FIGURE = /^([\d,.]+)(K|M)?(\+|%)?$/;

/**
 * A figure of the catalog (`1000+`, `15,000+`, `98%`, `25K+`, `24h`, `4.9/5`) in the page's
 * language, by the helpers of `@travel/i18n` (`25.000+`, `25,000+`, `24 Std.`, `4,9/5`).
 * Text of another shape is given back as it is.
 */
export function figure(language: string, text: string): string {
  const rating = /^(\d+(?:\.\d+)?)\/(\d+)$/.exec(text);
  // A rating (`4.9/5`) has one decimal; `24/7` is no rating, and reads as written.
  if (rating && Number(rating[1]) <= Number(rating[2]))
    return `${formatRating(language, Number(rating[1]))}/${formatNumber(language, Number(rating[2]))}`;
  if (rating) return text;
  if (/^\d+h$/.test(text)) return formatDuration(language, Number.parseInt(text, 10), 'hour');
  const match = FIGURE.exec(text);
  if (!match) return text;
  const value =
    Number(match[1]!.replaceAll(',', '')) * (match[2] === 'K' ? 1e3 : match[2] === 'M' ? 1e6 : 1);
  if (match[3] === '%') return formatPercent(language, value);
  // Counts in full (`9.400`, `25.000+`): a compact `9.4천`, `25 ألف+` reads as no count.
  return match[3] ? formatAtLeast(language, value) : formatNumber(language, value);
}

/**
 * A figure of the catalog as a number (`{ value: 1000, atLeast: true }`, `{ value: 24, unit:
 * 'hour' }`) in the page's language (`1.000+`, `24 Std.`), in full: a compact `9.4천` reads as no
 * count.
 */
export function figureOf(language: string, figure: Figure): string {
  if (figure.unit === 'hour') return formatDuration(language, figure.value, 'hour');
  return figure.atLeast
    ? formatAtLeast(language, figure.value)
    : formatNumber(language, figure.value);
}

/**
 * Text that reads left to right whatever the page (a phone number, a street address), set off
 * from a right-to-left sentence around it by Unicode's isolates (LRI … PDI, as `<bdi dir="ltr">`
 * would), so `(612) 555-0147` is not shown as `555-0147 (612)` in Arabic. Left-to-right pages
 * get the text as it is.
 */
export function isolatedLtr(language: string, text: string): string {
  return isLanguageCode(language) && directionOf(language) === 'rtl' ? `\u2066${text}\u2069` : text;
}

/** Languages the catalog may name in English (`French`), by their ISO 639-1 codes. */
const LANGUAGE_NAME_CODES = [
  'ar',
  'de',
  'el',
  'es',
  'fr',
  'hi',
  'it',
  'ja',
  'ko',
  'nl',
  'pt',
  'ru',
  'sw',
  'th',
  'tr',
  'vi',
  'zh',
];

/**
 * A language the catalog names in English (`French`) in the page's language (`Französisch`),
 * by `Intl.DisplayNames`. A name it does not know is given back as it is.
 */
export function languageName(language: string, englishName: string): string {
  const english = new Intl.DisplayNames('en', { type: 'language' });
  const code = LANGUAGE_NAME_CODES.find((candidate) => english.of(candidate) === englishName);
  if (!code) return englishName;
  const name = new Intl.DisplayNames(language, { type: 'language' }).of(code) ?? englishName;
  // Capitalised as a heading in languages that write language names in lower case (`francés`).
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

const BOUND = /^(under|over)-?(\d+)$/;
const RANGE = /^(\d+)(?:-|to)(\d+)$/;

/**
 * A budget or price band by its id (`under-5000`, `5000-10000`, `over-50000`, `under20`,
 * `20to30`, `over30`) in the page's language: a range as the language writes one
 * (`5.000–10.000 $`), a bound in the words of `<keys>.<id>` (`Unter {{amount}}`).
 */
export function moneyBand(
  t: TFunction,
  language: string,
  keys: string,
  id: string,
  key: string = id,
): string {
  const range = RANGE.exec(id);
  if (range) return formatMoneyRange(language, Number(range[1]), Number(range[2]));
  const bound = BOUND.exec(id);
  return t(`${keys}.${key}`, { amount: bound ? formatMoney(language, Number(bound[2])) : '' });
}

/** How a language separates the parts of a place's name (`Masai Mara، Kenya`, `京都、日本`). */
const PLACE_SEPARATOR: Readonly<Record<string, string>> = { ar: '، ', zh: '，', ja: '、' };

/**
 * A place of the catalog written as a list (`Masai Mara, Kenya`) with the language's own
 * separator, so an Arabic title does not mix `،` and `,` in one run.
 */
export function placeList(language: string, text: string): string {
  const separator = PLACE_SEPARATOR[language.split('-')[0] ?? language];
  return separator ? text.split(/\s*,\s*/).join(separator) : text;
}
