import { style } from '@vanilla-extract/css';

/**
 * The page's bands. Decorations that overhang a card (badges, tilted pictures) must never
 * widen the page on a phone: clip, unlike hidden, creates no scroll container, so the sticky
 * header and anchors keep working.
 */
export const page = style({ overflowX: 'clip' });
