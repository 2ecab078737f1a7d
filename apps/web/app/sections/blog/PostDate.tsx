import { useTranslation } from 'react-i18next';

/** English dates are US English, as the agency writes them. */
export const PRERENDER_LOCALE = 'en-US';

// One formatter per locale: making an Intl.DateTimeFormat costs far more than formatting with
// it, and the blog index prerenders one date per article in every language (a CPU profile of a
// 400-article build put 5 % of the build's time in this function before it kept them).
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    } catch {
      format = dateFormat(PRERENDER_LOCALE);
    }
    formats.set(locale, format);
  }
  return format;
}

/** `2025-01-15` → "January 15, 2025" in the locale, read as a calendar date (no time zone shift). */
export function formatPostDate(isoDate: string, locale: string): string {
  return dateFormat(locale).format(new Date(`${isoDate}T00:00:00Z`));
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
