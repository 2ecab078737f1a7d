import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  OG_LOCALES,
  isLanguageCode,
  localizedPath,
  type LanguageCode,
} from '@travel/i18n';
import { i18n } from '../i18n.ts';
import { site } from '../site.ts';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialImagePath } from './social-image.ts';

export interface PageMeta {
  title: string;
  description: string;
  /**
   * Path of the page in English (e.g. `/blog/some-article`): its canonical URL is this path in
   * the page's language (`/de/blog/some-article`), its alternates the path in every language.
   */
  path: string;
  /** Open Graph type: `website` for most pages, `article` for blog posts. */
  type?: 'website' | 'article';
  /**
   * Absolute or root-relative URL of the social card image. Default: the page's own card, drawn
   * at build time (`socialImagePath`); pages kept out of search share the site's generic one.
   */
  image?: string;
  /** Structured data (schema.org objects) to embed as JSON-LD. */
  jsonLd?: readonly object[];
  /** Keep the page out of search results (not-found, form outcome pages). */
  noindex?: boolean;
  /**
   * The languages the page is written in (default: all). A blog article in English only lists
   * `['en']`: its other-language pages point their canonical URL to the English one and the
   * `hreflang` group holds only the written languages (issue 27).
   */
  languages?: readonly LanguageCode[];
}

const absolute = (url: string) => (url.startsWith('http') ? url : `${site.origin}${url}`);

/** Types of schema.org objects that name the language of their text (CreativeWork). */
const CREATIVE_WORKS = new Set(['Blog', 'BlogPosting', 'Article', 'FAQPage', 'WebPage']);

/** The language the page is rendered in: set from its address before it renders (root.tsx). */
export function pageLanguage(): LanguageCode {
  return isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * The head links every language version of a page shares (issue 26): the canonical URL (the page
 * itself), `hreflang` alternates for each language and `x-default` (English), all absolute.
 * One place for all of them, so that each version lists the same group.
 */
export function languageLinks(
  path: string,
  language: LanguageCode,
  languages: readonly LanguageCode[] = LANGUAGE_CODES,
) {
  const canonical = languages.includes(language) ? language : DEFAULT_LANGUAGE;
  return [
    { tagName: 'link', rel: 'canonical', href: absolute(localizedPath(path, canonical)) },
    ...LANGUAGE_CODES.filter((code) => languages.includes(code)).map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: code,
      href: absolute(localizedPath(path, code)),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(path) },
  ];
}

/** A schema.org object with the page's language, if its type carries one. */
function withLanguage(data: object, language: LanguageCode): object {
  const type = (data as { '@type'?: unknown })['@type'];
  if (typeof type !== 'string' || !CREATIVE_WORKS.has(type) || 'inLanguage' in data) return data;
  return { ...data, inLanguage: language };
}

/**
 * Title, description, canonical URL, social cards and JSON-LD of a page. Returned from a
 * route's `meta` export, so all of it is in the prerendered HTML, before any JavaScript.
 */
export function pageMeta({
  title,
  description,
  path,
  type = 'website',
  image,
  jsonLd = [],
  noindex,
  languages,
}: PageMeta) {
  const language = pageLanguage();
  const url = absolute(localizedPath(path, language));
  const ownCard = image === undefined && !noindex;
  const card = absolute(image ?? (noindex ? '/social-card.png' : socialImagePath(path)));
  return [
    { title },
    { name: 'description', content: description },
    ...languageLinks(path, language, languages),
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALES[language] },
    ...LANGUAGE_CODES.filter((code) => code !== language).map((code) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALES[code],
    })),
    { property: 'og:image', content: card },
    ...(ownCard
      ? [
          { property: 'og:image:width', content: String(SOCIAL_CARD_WIDTH) },
          { property: 'og:image:height', content: String(SOCIAL_CARD_HEIGHT) },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: card },
    ...(noindex
      ? []
      : [
          {
            'script:ld+json': {
              '@context': 'https://schema.org',
              '@type': 'WebPage',
              '@id': url,
              url,
              name: title,
              inLanguage: language,
            },
          },
        ]),
    ...jsonLd.map((data) => ({ 'script:ld+json': withLanguage(data, language) })),
  ];
}
