import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const section = style({
  paddingBlock: vars.space.xxlarge,
  backgroundColor: vars.color.sunken,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginBlockEnd: vars.space.large,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    },
  },
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const frame = style({
  padding: vars.space.xsmall,
  backgroundColor: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  marginBlockEnd: vars.space.xsmall,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.controlHeight.medium,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primary,
});
