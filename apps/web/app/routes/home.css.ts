import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The page's bands. Decorations that overhang a card (badges, tilted pictures) must never
 * widen the page on a phone: clip, unlike hidden, creates no scroll container, so the sticky
 * header and anchors keep working.
 */
export const page = style({ overflowX: 'clip' });

/**
 * The bands after the hero are styled, laid out and painted only when they come near the
 * viewport. The home page is thirteen bands, some 1,800 elements and 34,000 px on a phone, of
 * which the first paint shows the hero alone: laying all of it out held a phone's main thread
 * for over 100 ms before the page could paint or respond (6 ms with this). A band not yet
 * rendered counts as 1,000 px tall, then as its real height once it has been (`auto`). Its
 * content stays in the accessibility tree, in find-in-page and in tab order.
 */
globalStyle(`${page} > :not(:first-child)`, {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 1000px',
});
