import { numberFormat, relativeTimeFormat } from '@travel/catalog';
import type { TFunction } from 'i18next';
import { directionOf, isLanguageCode } from '@travel/i18n';

const READ_TIME = /^(\d+) min read$/;
const AGO = /^(\d+) (day|week|month|year)s? ago$/;

/**
 * A read time of the catalog (`9 min read`) in the page's language: the minutes by
 * `Intl.NumberFormat` (its plural rules: `9 Min.`, `9 min`) in the sentence of
 * `common:readTime`. Text of another shape is given back as it is.
 */
export function readTime(t: TFunction, language: string, text: string): string {
  const match = READ_TIME.exec(text);
  if (!match) return text;
  const duration = numberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  }).format(Number(match[1]));
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
  return relativeTimeFormat(language, { numeric: 'auto' }).format(-Number(match[1]), unit);
}

const DAYS = /^(\d+) days?$/;
const TRAVELERS = /^(\d+)(?:-(\d+))? travelers?$/;
const PRICE = /^(From )?\$([\d,]+)$/;

/** A trip length in days (the catalog's `durationDays`) in the page's language (`8 Tage`). */
export function tripDaysOf(language: string, days: number): string {
  return numberFormat(language, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);
}

/** A trip length of the catalog as English text (`8 days`); prefer `tripDaysOf`. */
export function tripDays(language: string, text: string): string {
  const match = DAYS.exec(text);
  return match ? tripDaysOf(language, Number(match[1])) : text;
}

/** A group size (the catalog's `travelers`, `{ min: 2, max: 8 }`) in the page's language (`2–8 Reisende`). */
export function travelersOf(
  t: TFunction,
  language: string,
  { min, max }: { min: number; max?: number | undefined },
): string {
  const numbers = numberFormat(language);
  const range =
    max !== undefined && max !== min ? numbers.formatRange(min, max) : numbers.format(min);
  return t('common:travelers', { range });
}

/** A group size of the catalog as English text (`2-8 travelers`); prefer `travelersOf`. */
export function travelers(t: TFunction, language: string, text: string): string {
  const match = TRAVELERS.exec(text);
  if (!match) return text;
  const min = Number(match[1]);
  return travelersOf(t, language, { min, max: match[2] ? Number(match[2]) : min });
}

/**
 * A price in whole dollars (the catalog's `priceFromUsd`, `priceUsd`) in the page's language
 * (`4.500 $`), as a “from” price (`Ab 4.500 $`) when `from`.
 */
export function priceOf(t: TFunction, language: string, usd: number, from = false): string {
  const amount = numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(usd);
  return from ? t('common:fromPrice', { price: amount }) : amount;
}

/** A price of the catalog as English text (`From $4,500`, `$3,600`); prefer `priceOf`. */
export function price(t: TFunction, language: string, text: string): string {
  const match = PRICE.exec(text);
  if (!match) return text;
  return priceOf(t, language, Number(match[2]!.replaceAll(',', '')), Boolean(match[1]));
}

const SPAN = /^(\d+)(?:-(\d+))? (hour|day|week)s?$/;

/** English pages show the catalog's figures as the agency wrote them (`7-14 days`, `Days 3-6`). */
const asWritten = (language: string) => language === 'en' || language.startsWith('en-');

/**
 * A span of time of the catalog (`8 days`, `7-14 days`, `1-4 weeks`, `48 hours`) in the page's
 * language, by `Intl.NumberFormat` (`7–14 Tage`, `من 7 إلى 14 يومًا`). Text of another shape is
 * given back as it is.
 */
export function timeSpan(language: string, text: string): string {
  const match = SPAN.exec(text);
  if (!match || asWritten(language)) return text;
  const format = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: match[3] as 'hour' | 'day' | 'week',
    unitDisplay: 'long',
  });
  return match[2]
    ? format.formatRange(Number(match[1]), Number(match[2]))
    : format.format(Number(match[1]));
}

const PEOPLE = /^(\d+)(?:-(\d+))? (?:people|persons?)$/;

/** A group of the catalog (`2-8 people`) in the page's language, by the upper bound's plural. */
export function people(t: TFunction, language: string, text: string): string {
  const match = PEOPLE.exec(text);
  if (!match || asWritten(language)) return text;
  const numbers = new Intl.NumberFormat(language);
  const [low, high] = [Number(match[1]), match[2] ? Number(match[2]) : undefined];
  const range = high === undefined ? numbers.format(low) : numbers.formatRange(low, high);
  return t('common:catalog.people', { range, count: high ?? low });
}

const BEFORE_DEPARTURE = /^(.+) before departure$/;

/** A notice of the catalog (`48 hours before departure`) in the page's language. */
export function beforeDeparture(t: TFunction, language: string, text: string): string {
  const match = BEFORE_DEPARTURE.exec(text);
  if (!match || asWritten(language)) return text;
  return t('common:catalog.beforeDeparture', { time: timeSpan(language, match[1]!) });
}

const ITINERARY_DAYS = /^Days? (\d+)(?:-(\d+))?$/;

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
  const numbers = numberFormat(language);
  return range
    ? t('common:catalog.days', { range: numbers.formatRange(firstDay, lastDay) })
    : t('common:catalog.day', { day: numbers.format(firstDay) });
}

/** An itinerary's days as English text (`Day 1`, `Days 3-6`); prefer `itineraryDaysOf`. */
export function itineraryDays(t: TFunction, language: string, text: string): string {
  const match = ITINERARY_DAYS.exec(text);
  if (!match || asWritten(language)) return text;
  return itineraryDaysOf(t, language, Number(match[1]), match[2] ? Number(match[2]) : undefined);
}

/** US dollars in the page's language, whole (`4.500 $`), or compact (`1 Mio. $`). */
export function dollars(language: string, amount: number, compact = false): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    ...(compact ? { notation: 'compact' as const } : {}),
  }).format(amount);
}

const FIGURE = /^([\d,.]+)(K|M)?(\+|%)?$/;

/**
 * A figure of the catalog (`1000+`, `15,000+`, `98%`, `25K+`, `24h`, `4.9/5`) in the page's
 * language: digits, grouping and compact suffix by `Intl.NumberFormat` (`25.000+`, `2.5万+`,
 * `24 Std.`, `4,9/5`).
 * Text of another shape is given back as it is.
 */
export function figure(language: string, text: string): string {
  if (asWritten(language)) return text;
  const rating = /^(\d+(?:\.\d+)?)\/(\d+)$/.exec(text);
  if (rating) {
    const numbers = new Intl.NumberFormat(language);
    return `${numbers.format(Number(rating[1]))}/${numbers.format(Number(rating[2]))}`;
  }
  if (/^\d+h$/.test(text))
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'hour',
      unitDisplay: 'short',
    }).format(Number.parseInt(text, 10));
  const match = FIGURE.exec(text);
  if (!match) return text;
  const value =
    Number(match[1]!.replaceAll(',', '')) * (match[2] === 'K' ? 1e3 : match[2] === 'M' ? 1e6 : 1);
  if (match[3] === '%')
    return new Intl.NumberFormat(language, { style: 'percent' }).format(value / 100);
  const number = new Intl.NumberFormat(language, match[2] ? { notation: 'compact' } : {}).format(
    value,
  );
  return match[3] ? `${number}+` : number;
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
