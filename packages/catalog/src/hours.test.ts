import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WeeklyHoursTextSchema, type WeeklyHours } from './hours-schemas.ts';
import {
  describeWeekInEnglish,
  localizeSchedule,
  prebuildSchedules,
  weeklyHoursText,
  weeklySchedule,
} from './hours.ts';
import { defaultSiteConfig } from './site.ts';

const week = defaultSiteConfig.hours;
/** Plain spaces for readable expectations (the formatter prints no-break ones before AM/PM). */
const plain = (text: string | null) => text?.replace(/\u00A0/g, ' ') ?? null;

describe('the compact form (SITE_HOURS)', () => {
  it('reads day ranges, day lists and several openings', () => {
    expect(v.parse(WeeklyHoursTextSchema, 'Mo-We,Fr 09:00-17:00; Sa 10:00-12:30')).toEqual([
      { days: ['Mo', 'Tu', 'We', 'Fr'], opens: '09:00', closes: '17:00' },
      { days: ['Sa'], opens: '10:00', closes: '12:30' },
    ]);
  });

  it('writes the typed week back in the same form', () => {
    expect(weeklyHoursText(week)).toBe('Mo-Fr 09:00-18:00; Sa 10:00-16:00');
    const text = 'Mo-We,Fr 09:00-17:00; Su 10:00-12:30';
    expect(weeklyHoursText(v.parse(WeeklyHoursTextSchema, text))).toBe(text);
  });
});

describe('weeklySchedule', () => {
  it('groups consecutive days with the same hours, closed days included', () => {
    expect(weeklySchedule(week)).toEqual([
      { first: 'Mo', last: 'Fr', opens: '09:00', closes: '18:00' },
      { first: 'Sa', last: 'Sa', opens: '10:00', closes: '16:00' },
      { first: 'Su', last: 'Su', opens: null, closes: null },
    ]);
  });

  it('splits a run where the hours change or a day is closed', () => {
    const split: WeeklyHours = [{ days: ['Mo', 'Tu', 'Th'], opens: '09:00', closes: '17:00' }];
    expect(
      weeklySchedule(split).map((row) => `${row.first}-${row.last}:${row.opens ?? 'closed'}`),
    ).toEqual(['Mo-Tu:09:00', 'We-We:closed', 'Th-Th:09:00', 'Fr-Su:closed']);
  });
});

describe('localizeSchedule', () => {
  const rows = weeklySchedule(week);

  it('writes English days and a 12-hour clock, without :00 on the hour', () => {
    expect(
      localizeSchedule(rows, 'en').map((row) => [
        plain(row.days),
        plain(row.opens),
        plain(row.closes),
      ]),
    ).toEqual([
      ['Mon – Fri', '9 AM', '6 PM'],
      ['Sat', '10 AM', '4 PM'],
      ['Sun', null, null],
    ]);
  });

  it('keeps minutes when a time is not on the hour', () => {
    const half: WeeklyHours = [{ days: ['Mo'], opens: '09:30', closes: '17:00' }];
    const [monday] = localizeSchedule(weeklySchedule(half), 'en');
    expect([plain(monday!.opens), plain(monday!.closes)]).toEqual(['9:30 AM', '5:00 PM']);
  });

  it('writes each language its own way', () => {
    const german = localizeSchedule(rows, 'de');
    expect(german[0]).toEqual({ days: 'Mo – Fr', opens: '9:00', closes: '18:00' });
    expect(german[2]?.days).toBe('So');
    const french = localizeSchedule(rows, 'fr', { weekday: 'long' });
    expect(french.map((row) => row.days)).toEqual(['lundi – vendredi', 'samedi', 'dimanche']);
    // French whole hours: `9 h`, `18 h`, never `9:00` nor ICU's padded `09 h`.
    expect(french[0]).toMatchObject({ opens: '9 h', closes: '18 h' });
    const japanese = localizeSchedule(rows, 'ja');
    expect(japanese[0]?.opens).toBe('9:00');
  });

  it('prints no narrow or thin spaces, which differ between ICU releases', () => {
    for (const locale of ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar']) {
      for (const row of localizeSchedule(rows, locale)) {
        expect(`${row.days}${row.opens ?? ''}${row.closes ?? ''}`, locale).not.toMatch(
          /[\u202F\u2009]/,
        );
      }
    }
  });
});

describe('describeWeekInEnglish', () => {
  it('says the week in one line for catalog prose', () => {
    expect(plain(describeWeekInEnglish(week))).toBe(
      'Monday – Friday 9 AM – 6 PM, Saturday 10 AM – 4 PM; closed Sunday',
    );
    expect(
      plain(
        describeWeekInEnglish([
          { days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], opens: '08:00', closes: '20:00' },
        ]),
      ),
    ).toBe('Monday – Sunday 8 AM – 8 PM');
  });
});

describe('prebuildSchedules', () => {
  it('gives, per language, the rows localizeSchedule gives in both widths', () => {
    const rows = weeklySchedule(week);
    const prebuilt = prebuildSchedules(rows, ['en', 'de']);
    expect(Object.keys(prebuilt)).toEqual(['en', 'de']);
    expect(prebuilt.de!.long).toEqual(localizeSchedule(rows, 'de', { weekday: 'long' }));
    expect(prebuilt.en!.short).toEqual(localizeSchedule(rows, 'en', { weekday: 'short' }));
    expect(plain(prebuilt.en!.short[0]!.days)).toBe('Mon – Fri');
  });
});
