/**
 * Attributes of text that comes from the articles, which are written in English only: it
 * keeps its language (screen readers pick an English voice) and its own direction on Arabic
 * pages, so punctuation and numbers stay where the author put them.
 */
export const articleText = { lang: 'en', dir: 'auto' } as const;
