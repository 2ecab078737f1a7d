import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@travel/ui/theme';
import { AD_SLOT_MIN_HEIGHT } from './constants.ts';

/**
 * A reserved, labelled box of a fixed height: held before any ad arrives, and kept when one
 * does. A minimum height would let a taller ad push the page down (layout shift); a taller ad
 * is clipped instead.
 */
export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    inlineSize: '100%',
    padding: vars.space.xsmall,
    border: `1px dashed ${vars.color.border}`,
    borderRadius: vars.radius.standard,
    backgroundColor: vars.color.sunken,
    overflow: 'hidden',
  },
  variants: {
    variant: {
      inline: { blockSize: `${AD_SLOT_MIN_HEIGHT.inline}px` },
      sidebar: { blockSize: `${AD_SLOT_MIN_HEIGHT.sidebar}px` },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const label = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.muted,
  textTransform: 'uppercase',
});

/** The ad unit: a block as wide as the slot, taking the rest of its height. */
export const ad = style({
  display: 'block',
  inlineSize: '100%',
  flexGrow: 1,
});
