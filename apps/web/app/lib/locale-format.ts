import { numberFormat, relativeTimeFormat } from '@travel/catalog';
import type { TFunction } from 'i18next';

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

/** A trip length of the catalog (`8 days`) in the page's language (`8 Tage`). */
export function tripDays(language: string, text: string): string {
  const match = DAYS.exec(text);
  if (!match) return text;
  return numberFormat(language, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(Number(match[1]));
}

/** A group size of the catalog (`2-8 travelers`) in the page's language (`2–8 Reisende`). */
export function travelers(t: TFunction, language: string, text: string): string {
  const match = TRAVELERS.exec(text);
  if (!match) return text;
  const numbers = numberFormat(language);
  const range = match[2]
    ? numbers.formatRange(Number(match[1]), Number(match[2]))
    : numbers.format(Number(match[1]));
  return t('common:travelers', { range });
}

/** A price of the catalog (`From $4,500`, `$3,600`) in the page's language (`Ab 4.500 $`). */
export function price(t: TFunction, language: string, text: string): string {
  const match = PRICE.exec(text);
  if (!match) return text;
  const amount = numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(Number(match[2]!.replaceAll(',', '')));
  return match[1] ? t('common:fromPrice', { price: amount }) : amount;
}
