import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@travel/ui/theme';

export const bar = recipe({
  base: {
    display: 'flex',
    gap: vars.space.small,
  },
  variants: {
    variant: {
      // Heading and icon buttons on one line, wrapping on narrow screens.
      inline: { flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.medium },
      // Heading over a column of labelled, full-width buttons: sidebars.
      stacked: { flexDirection: 'column' },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const heading = style({
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space.xsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    variant: {
      inline: { flexWrap: 'wrap' },
      stacked: { flexDirection: 'column' },
    },
  },
  defaultVariants: { variant: 'inline' },
});

/** Icon-only buttons of the inline bar: a 44 px circle. */
export const iconOnly = style({
  inlineSize: vars.controlHeight.medium,
  paddingInline: 0,
});

/** Labelled buttons of the stacked bar: icon and text from the inline start. */
export const labelled = style({
  justifyContent: 'flex-start',
});

export const icon = style({
  flexShrink: 0,
  inlineSize: '1.25em',
  blockSize: '1.25em',
});

/** Outcome of a copy when the app passes no `onNotify`. */
export const status = style({
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
  selectors: { '&:not(:empty)': { marginBlockStart: vars.space.xsmall } },
});
