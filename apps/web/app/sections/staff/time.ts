import { AGENCY_TIME_ZONE } from '@travel/schemas';

// The inbox shows every time in the agency's time zone, and the date filters (`from`, `to`)
// are days in it, as the API counts them.

/** "Nov 26, 2026, 2:05 PM CST": the exact moment, in the agency's time zone. */
export function exactTime(iso: string, locale = 'en-US'): string {
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: AGENCY_TIME_ZONE,
  }).format(new Date(iso));
  return `${moment} ${zoneName(iso, locale)}`;
}

/** The zone's abbreviation at that moment: CST in winter, CDT in summer. */
function zoneName(iso: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone: AGENCY_TIME_ZONE,
    timeZoneName: 'short',
  }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "now": how long ago, in the largest unit that fits. */
export function relativeTime(iso: string, now = Date.now(), locale = 'en'): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** Today's day (YYYY-MM-DD) in the agency's time zone: the latest a date filter can ask for. */
export function agencyToday(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: AGENCY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now));
}
