/**
 * Attributes of text that comes from the articles, which are written in English only: it
 * keeps its language (screen readers pick an English voice) and its direction, left to right, on
 * Arabic pages, so punctuation and numbers stay where the author put them.
 */
export const articleText = { lang: 'en', dir: 'ltr' } as const;

/**
 * `articleText` for an article's text, unless it is a translation (`<slug>.<lang>.md`, whose
 * `lang` the loader gives): a translated article's text is in the page's language.
 */
export function articleTextOf(post: object | null | undefined) {
  const lang = (post as { lang?: unknown } | null | undefined)?.lang;
  return typeof lang === 'string' && lang !== 'en' ? {} : articleText;
}
