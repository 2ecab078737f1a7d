import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const root = style({
  paddingBlock: `${vars.space.medium} ${vars.space.xxlarge}`,
  background: `linear-gradient(180deg, ${vars.color.sunken}, ${vars.color.surface})`,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  marginBlockStart: vars.space.medium,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)',
      alignItems: 'center',
    },
  },
});

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const location = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const icon = style({
  inlineSize: '1em',
  blockSize: '1em',
  flexShrink: 0,
  color: vars.color.accent,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
  marginBlockStart: vars.space.xsmall,
});

export const price = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
});

export const scene = style({ borderRadius: vars.radius.large, boxShadow: vars.shadow.medium });
