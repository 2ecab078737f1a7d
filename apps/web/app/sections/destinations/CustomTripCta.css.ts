import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const panel = style({
  display: 'grid',
  gap: vars.space.large,
  justifyItems: 'start',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      alignItems: 'center',
    },
  },
});

export const icon = style({
  inlineSize: vars.space.xxlarge,
  blockSize: vars.space.xxlarge,
  color: vars.color.accent,
});

export const copy = style({ display: 'grid', gap: vars.space.xsmall });
