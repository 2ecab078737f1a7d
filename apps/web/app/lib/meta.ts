import { site } from '../site.ts';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialImagePath } from './social-image.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, for its canonical URL (e.g. `/blog/some-article`). */
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
}

const absolute = (url: string) => (url.startsWith('http') ? url : `${site.origin}${url}`);

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
}: PageMeta) {
  const url = absolute(path);
  const ownCard = image === undefined && !noindex;
  const card = absolute(image ?? (noindex ? '/social-card.png' : socialImagePath(path)));
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
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
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}
