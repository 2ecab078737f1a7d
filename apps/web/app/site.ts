import {
  currentSiteConfig,
  type LocalizedScheduleRow,
  type PrebuiltSchedules,
  type SiteConfig,
} from '@travel/catalog';
import { DEFAULT_LANGUAGE } from '@travel/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The site configuration this build was made with (brand, phone, e-mail, hours …): the catalog's
 * `currentSiteConfig`, which reads the `__SITE__` the build inlines. One copy of it in the
 * browser's scripts, which the catalog's data modules share (issue 17).
 */
export const site: SiteConfig = currentSiteConfig;

/**
 * Days the API keeps a lead before its daily clean-up deletes it (LEAD_RETENTION_DAYS, read at
 * build), or null when leads are kept until deleted by hand; the privacy page states it.
 */
export const leadRetentionDays: number | null = __LEAD_RETENTION_DAYS__;

/**
 * Values every dictionary string may name without the call passing them: `{{brand}}` and
 * `{{city}}` follow `SITE_BRAND` and `SITE_ADDRESS_CITY` in every language.
 */
export const siteVariables: Readonly<Record<string, string>> = {
  brand: site.brand,
  city: site.office.city,
};

/**
 * The office hours in every language, worked out at build (site-defines.ts): a page's first Intl
 * date formatter costs a phone tens of milliseconds during hydration, and the browser's scripts
 * need not carry the code that works them out (issue 17). A language the build did not work out
 * reads English's.
 */
const schedules: PrebuiltSchedules = __OFFICE_HOURS__;

function scheduleIn(language: string, weekday: 'short' | 'long'): LocalizedScheduleRow[] {
  return (schedules[language] ?? schedules[DEFAULT_LANGUAGE]!)[weekday];
}

/** One line of the office hours, in the interface language. */
export interface OfficeHoursRow {
  /** `Mon – Fri`, `Sat`, … */
  days: string;
  /** `9 AM – 6 PM`, or the word for closed. */
  time: string;
  open: boolean;
}

/**
 * The office hours of the configuration (`SITE_HOURS`), Monday to Sunday, as the interface
 * language writes days and times. Closed days are included; lists that show only when the
 * office is open filter on `open`.
 */
export function useOfficeHours({
  weekday = 'short',
}: { weekday?: 'short' | 'long' } = {}): OfficeHoursRow[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () =>
      scheduleIn(language, weekday).map((row) =>
        row.opens === null || row.closes === null
          ? { days: row.days, time: t('hours.closed'), open: false }
          : {
              days: row.days,
              time: t('hours.range', { opens: row.opens, closes: row.closes }),
              open: true,
            },
      ),
    [language, weekday, t],
  );
}
