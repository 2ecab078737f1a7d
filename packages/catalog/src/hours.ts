/**
 * Office hours: the week as rows ready to show in any language, and back in `SITE_HOURS` form.
 * Days a schedule does not name are closed. The schemas of the typed week and of its text form
 * are in `hours-schemas.ts`, which pages do not import.
 */
import type { WeeklyHours } from './hours-schemas.ts';
import { dateTimeFormat, listFormat } from './intl.ts';
import { WEEKDAYS, type Weekday } from './vocabulary.ts';

/** The typed week back in `SITE_HOURS` form (`Mo-Fr 09:00-18:00; Sa 10:00-16:00`). */
export function weeklyHoursText(week: WeeklyHours): string {
  return week
    .map((hours) => {
      const indexes = hours.days.map((day) => WEEKDAYS.indexOf(day)).sort((a, b) => a - b);
      const runs: string[] = [];
      let start = 0;
      for (let i = 1; i <= indexes.length; i += 1) {
        if (i === indexes.length || indexes[i] !== indexes[i - 1]! + 1) {
          const first = WEEKDAYS[indexes[start]!]!;
          const last = WEEKDAYS[indexes[i - 1]!]!;
          runs.push(first === last ? first : `${first}-${last}`);
          start = i;
        }
      }
      return `${runs.join(',')} ${hours.opens}-${hours.closes}`;
    })
    .join('; ');
}

/** Consecutive days with the same hours; `opens`/`closes` are `null` on closed days. */
export interface ScheduleRow {
  first: Weekday;
  last: Weekday;
  opens: string | null;
  closes: string | null;
}

/** The week from Monday to Sunday as rows of consecutive days that keep the same hours. */
export function weeklySchedule(week: WeeklyHours): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  for (const day of WEEKDAYS) {
    const hours = week.find((opening) => opening.days.includes(day));
    const opens = hours?.opens ?? null;
    const closes = hours?.closes ?? null;
    const previous = rows.at(-1);
    if (previous && previous.opens === opens && previous.closes === closes) previous.last = day;
    else rows.push({ first: day, last: day, opens, closes });
  }
  return rows;
}

/** A schedule row in words: `Mon – Fri`, `9 AM` and `6 PM`; `opens`/`closes` are `null` when closed. */
export interface LocalizedScheduleRow {
  days: string;
  opens: string | null;
  closes: string | null;
}

/** 2024-01-01 was a Monday: `REFERENCE_DAY + index` is the weekday `WEEKDAYS[index]`. */
const REFERENCE_DAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

function dateOf(day: Weekday, time = '00:00'): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(REFERENCE_DAY + WEEKDAYS.indexOf(day) * DAY_MS + (hours * 60 + minutes) * 60_000);
}

/**
 * ICU's separators differ between releases (narrow and thin spaces around the dash and before
 * AM/PM); the prerendered page and the browser must print the same characters, or hydration
 * reports a mismatch. Plain no-break and ordinary spaces are what every release agrees on.
 */
function normalizeSpaces(text: string): string {
  return text.replace(/[\u202F\u00A0]/g, '\u00A0').replace(/[\u2009\u2002-\u2008]/g, ' ');
}

/**
 * The week's rows in `locale`: day names and times as that language writes them (12- or 24-hour
 * clock). Times on the hour drop `:00` where a 12-hour clock makes them clear (`9 AM`). Joining
 * opening and closing time is left to the caller's dictionary (`{{opens}} – {{closes}}`):
 * ICU's own time ranges repeat units in some languages (`9時00分～18時00分`).
 */
export function localizeSchedule(
  rows: readonly ScheduleRow[],
  locale: string,
  { weekday = 'short' }: { weekday?: 'short' | 'long' } = {},
): LocalizedScheduleRow[] {
  const dayFormat = dateTimeFormat(locale, { weekday, timeZone: 'UTC' });
  const wholeHours = dateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' });
  const hourCycle = wholeHours.resolvedOptions().hourCycle;
  const twelveHour = hourCycle === 'h11' || hourCycle === 'h12';
  const withMinutes = dateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return rows.map((row) => {
    const days = normalizeSpaces(
      row.first === row.last
        ? dayFormat.format(dateOf(row.first))
        : dayFormat.formatRange(dateOf(row.first), dateOf(row.last)),
    );
    if (row.opens === null || row.closes === null) return { days, opens: null, closes: null };
    const onTheHour = row.opens.endsWith(':00') && row.closes.endsWith(':00');
    const timeFormat = twelveHour && onTheHour ? wholeHours : withMinutes;
    return {
      days,
      opens: normalizeSpaces(timeFormat.format(dateOf(row.first, row.opens))),
      closes: normalizeSpaces(timeFormat.format(dateOf(row.first, row.closes))),
    };
  });
}

/** The week's rows in each language, in both day-name widths: what `localizeSchedule` gives. */
export type PrebuiltSchedules = Readonly<
  Record<string, Readonly<Record<'short' | 'long', LocalizedScheduleRow[]>>>
>;

/**
 * `localizeSchedule` worked out ahead for each of `locales` and both widths, for the web build
 * to inline: a browser's first Intl date formatter starts ICU, tens of milliseconds of a phone's
 * main thread during hydration (issue 17), and the prerendered HTML and the browser then show
 * the very same text.
 */
export function prebuildSchedules(
  rows: readonly ScheduleRow[],
  locales: readonly string[],
): PrebuiltSchedules {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        short: localizeSchedule(rows, locale, { weekday: 'short' }),
        long: localizeSchedule(rows, locale, { weekday: 'long' }),
      },
    ]),
  );
}

/**
 * The week in one English line for catalog prose (`{{hours}}`): `Monday – Friday 9 AM – 6 PM,
 * Saturday 10 AM – 4 PM; closed Sunday`.
 */
export function describeWeekInEnglish(week: WeeklyHours): string {
  const rows = localizeSchedule(weeklySchedule(week), 'en-US', { weekday: 'long' });
  const list = listFormat('en-US', { type: 'conjunction' });
  const open = rows
    .filter((row) => row.opens !== null)
    .map((row) => `${row.days} ${row.opens ?? ''} – ${row.closes ?? ''}`);
  const closed = rows.filter((row) => row.opens === null).map((row) => row.days);
  return closed.length > 0 ? `${open.join(', ')}; closed ${list.format(closed)}` : open.join(', ');
}

/**
 * The opening hours in one line of `locale` for translated catalog prose (`{{hours}}` outside
 * English): `lunes–viernes 9:00–18:00, sábado 10:00–16:00`. Closed days are left out, since
 * naming them needs each language's grammar; a day not listed is closed.
 */
export function describeOpenHours(week: WeeklyHours, locale: string): string {
  return localizeSchedule(weeklySchedule(week), locale, { weekday: 'long' })
    .filter((row) => row.opens !== null)
    .map((row) => `${row.days} ${row.opens ?? ''} – ${row.closes ?? ''}`)
    .join(', ');
}
