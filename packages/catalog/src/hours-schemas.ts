/**
 * The schemas of office hours: the typed form the site configuration holds and the compact text
 * form `SITE_HOURS` is written in (schema.org's `openingHours` syntax). Only what resolves the
 * configuration imports them (`site.ts`, at build and on the server); the pages' modules import
 * `hours.ts`, which holds no schema, so no browser script evaluates or carries these.
 */
import * as v from 'valibot';
import { WEEKDAYS, type Weekday } from './vocabulary.ts';

const Time = v.pipe(
  v.string(),
  v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 09:00'),
);

/** One opening: the days it applies to and the times, `HH:MM` on a 24-hour clock. */
export const OpeningHoursSchema = v.pipe(
  v.object({
    days: v.pipe(v.array(v.picklist(WEEKDAYS)), v.minLength(1, 'must name at least one day')),
    opens: Time,
    closes: Time,
  }),
  v.check((hours) => hours.opens < hours.closes, 'must close after it opens'),
);
export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>;

/** A week of openings; a day appears at most once, and days not named are closed. */
export const WeeklyHoursSchema = v.pipe(
  v.array(OpeningHoursSchema),
  v.minLength(1, 'must open on at least one day'),
  v.check((week) => {
    const days = week.flatMap((hours) => hours.days);
    return new Set(days).size === days.length;
  }, 'must not give a day twice'),
);
export type WeeklyHours = v.InferOutput<typeof WeeklyHoursSchema>;

const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su)';
const DAYS = `${DAY}(?:-${DAY})?(?:,${DAY}(?:-${DAY})?)*`;
const OPENING = new RegExp(`^(${DAYS})\\s+(\\d{2}:\\d{2})-(\\d{2}:\\d{2})$`);

function expandDays(text: string): Weekday[] | string {
  const days: Weekday[] = [];
  for (const part of text.split(',')) {
    const [from, to = from] = part.split('-') as [Weekday, Weekday?];
    const start = WEEKDAYS.indexOf(from);
    const end = WEEKDAYS.indexOf(to);
    if (end < start) return `day range ${part} must run from Monday towards Sunday`;
    days.push(...WEEKDAYS.slice(start, end + 1));
  }
  return days;
}

/**
 * `Mo-Fr 09:00-18:00; Sa 10:00-16:00` → the typed week. Openings are separated by `;`; each is
 * days (codes Mo Tu We Th Fr Sa Su, ranges with `-`, lists with `,`) and a time range.
 */
export const WeeklyHoursTextSchema = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const week: { days: Weekday[]; opens: string; closes: string }[] = [];
    for (const part of dataset.value
      .split(';')
      .map((text) => text.trim())
      .filter(Boolean)) {
      const match = OPENING.exec(part);
      if (!match) {
        addIssue({
          message: `"${part}" must read like "Mo-Fr 09:00-18:00" (days, a space, opening-closing time)`,
        });
        return NEVER;
      }
      const days = expandDays(match[1]!);
      if (typeof days === 'string') {
        addIssue({ message: days });
        return NEVER;
      }
      week.push({ days, opens: match[2]!, closes: match[3]! });
    }
    return week;
  }),
  WeeklyHoursSchema,
);
