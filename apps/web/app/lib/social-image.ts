/**
 * Where each page's social card (its Open Graph and Twitter image) is: the web build draws one
 * 1200 × 630 PNG per indexed page (`scripts/social-cards.mjs`, with `@travel/illustrations/node`)
 * and names it after the page's path, so the page's meta and the build agree without a list.
 */

/** Folder of the cards in the client build, served from the site root. */
export const SOCIAL_CARD_DIR = 'social';
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

/** The card's file name (without `.png`) for a page path: `/` is `home`, `/blog/x` is `blog--x`. */
export function socialCardSlug(path: string): string {
  const segments = path
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  return segments.length ? segments.join('--') : 'home';
}

/** Root-relative URL of the page's own social card. */
export function socialImagePath(path: string): string {
  return `/${SOCIAL_CARD_DIR}/${socialCardSlug(path)}.png`;
}
