import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    color: vars.color.text,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small },
      medium: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.large },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const stars = style({
  display: 'inline-flex',
  gap: '0.1em',
});

const starSize = '1.2em';

/**
 * How full a star is, from 0 to 1, set on each star by `Rating`. A plain custom property (not
 * `createVar`) so the component can set it without a runtime helper.
 */
export const fillProperty = '--rating-star-fill';

/** Lucide's `star` (ISC licence), the outline the rest of the site's icons share. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** The star as a mask: only its shape counts, so it is drawn in black. */
const starMask = (fill: 'none' | 'black') =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${fill}" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${STAR_PATH}"/></svg>`,
  )}")`;

const layer = {
  content: '""',
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  maskSize: `${starSize} ${starSize}`,
  maskRepeat: 'no-repeat',
  maskPosition: 'left center',
  // Backgrounds are left out of print by default; these are the stars themselves.
  printColorAdjust: 'exact',
} as const;

/**
 * One star: an element with two painted layers and no children, where an SVG icon per star
 * (an outline and a clipped filled copy) made a rating 30 elements — a third of the home page's
 * DOM with its 21 ratings, all laid out and hydrated. The outline fills the box; the filled star
 * is as wide as the fill, with its mask anchored at the inline start, so a fraction shows that
 * part of the star from the left, or from the right in a right-to-left page.
 */
export const star = style({
  position: 'relative',
  display: 'inline-block',
  inlineSize: starSize,
  blockSize: starSize,
  flexShrink: 0,
  vars: { [fillProperty]: '0' },
  '::before': {
    ...layer,
    inlineSize: '100%',
    maskImage: starMask('none'),
    // 3:1 against the page: the outline of an empty star is still visible (WCAG 1.4.11).
    backgroundColor: vars.color.controlBorder,
  },
  '::after': {
    ...layer,
    inlineSize: `calc(var(${fillProperty}) * 100%)`,
    maskImage: starMask('black'),
    backgroundColor: vars.color.accent,
  },
  selectors: {
    '[dir="rtl"] &::before, [dir="rtl"] &::after': { maskPosition: 'right center' },
  },
  '@media': {
    // Forced colours would paint both layers in the page's background colour.
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      selectors: {
        '&::before': { backgroundColor: 'GrayText' },
        '&::after': { backgroundColor: 'CanvasText' },
      },
    },
  },
});

export const count = style({
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});
