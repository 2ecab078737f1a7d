import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const value = style({
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  blockSize: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.sunken,
  // The track needs 3:1 against the page (WCAG 1.4.11): the control border colour gives it.
  boxShadow: `inset 0 0 0 1px ${vars.color.controlBorder}`,
});

export const indicator = recipe({
  base: {
    blockSize: '100%',
    borderRadius: vars.radius.full,
    // Width rather than a translate: the bar grows from the inline start in either direction.
    transitionProperty: 'inline-size',
    transitionDuration: vars.duration.slow,
    transitionTimingFunction: 'ease-out',
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.primary },
      success: { backgroundColor: vars.color.success },
    },
  },
  defaultVariants: { tone: 'primary' },
});
