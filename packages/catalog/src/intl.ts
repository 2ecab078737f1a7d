/**
 * Intl formatters made once per language and options, then reused. Making one costs far more
 * than using it (a phone spends a fraction of a millisecond to several milliseconds on each,
 * the first of a page the most: ICU's start-up), and a list page made the same formatters again
 * for every card it rendered, during hydration, on the main thread (issue 17).
 */

const caches = new Map<unknown, Map<string, unknown>>();

function cached<TFormat, TOptions>(
  Format: new (locale: string, options?: TOptions) => TFormat,
  locale: string,
  options?: TOptions,
): TFormat {
  let cache = caches.get(Format) as Map<string, TFormat> | undefined;
  if (!cache) {
    cache = new Map();
    caches.set(Format, cache);
  }
  const key = `${locale}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Format(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(Intl.NumberFormat, locale, options);

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached(Intl.DateTimeFormat, locale, options);

/** `new Intl.RelativeTimeFormat(locale, options)`, made once per locale and options. */
export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions) =>
  cached(Intl.RelativeTimeFormat, locale, options);

/** `new Intl.ListFormat(locale, options)`, made once per locale and options. */
export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  cached(Intl.ListFormat, locale, options);
