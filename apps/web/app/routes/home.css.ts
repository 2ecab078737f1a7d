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
 * which the first paint shows the hero alone: a full style and layout of all of it took 60–70 ms
 * on a desktop CPU, four times that on a phone; 6 ms with the later bands skipped. A band not yet
 * rendered counts as 1,000 px tall, then as its real height once it has been (`auto`). Its
 * content stays in the accessibility tree, in find-in-page and in tab order.
 *
 * Every band sits in a wrapper that takes no box (`display: contents`): a static part
 * (`lib/static-part.tsx`) or an island that hydrates on its own (`lib/deferred.tsx`). The
 * property goes on the bands inside: on a wrapper it does nothing. Without this the first style
 * and layout of the zero-JavaScript home page was one task of 143–173 ms of CPU on this machine,
 * 66 ms with it (BENCHMARKS.md, issue 30). The first wrapper holds the hero.
 */
globalStyle(`${page} > :not(:first-child) > *`, {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 1000px',
});
