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

export const star = style({
  position: 'relative',
  display: 'inline-block',
  inlineSize: starSize,
  blockSize: starSize,
});

export const emptyStar = style({
  inlineSize: starSize,
  blockSize: starSize,
  fill: 'none',
  // 3:1 against the page: the outline of an empty star is still visible (WCAG 1.4.11).
  color: vars.color.controlBorder,
});

/** Clips the filled star to the star's fill fraction, from the inline start. */
export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  overflow: 'hidden',
});

export const filledStar = style({
  inlineSize: starSize,
  blockSize: starSize,
  maxInlineSize: 'none',
  color: vars.color.accent,
  fill: 'currentColor',
  // Wider than its clip, a block aligns to the inline start: in Arabic the right part shows.
});

export const count = style({
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});
