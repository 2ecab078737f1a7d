import { dateTimeFormat } from '@travel/catalog';
import { intlLocale } from '@travel/i18n';
import { useTranslation } from 'react-i18next';

/** English dates are US English, as the agency writes them. */
export const PRERENDER_LOCALE = 'en-US';

/** `2025-01-15` → "January 15, 2025" in the locale, read as a calendar date (no time zone shift). */
export function formatPostDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  try {
    return dateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return dateTimeFormat(PRERENDER_LOCALE, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}

/**
 * A publication date in the interface language. The page is prerendered in the language it
 * hydrates in, so the HTML and the first client render agree.
 */
export function PostDate({ date, className }: { date: string; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={date} className={className}>
      {formatPostDate(date, i18n.language === 'en' ? PRERENDER_LOCALE : i18n.language)}
    </time>
  );
}
