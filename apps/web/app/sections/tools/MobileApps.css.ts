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
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
});

export const top = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const iconBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: vars.controlHeight.large,
  blockSize: vars.controlHeight.large,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const icon = style({ inlineSize: '1.5rem', blockSize: '1.5rem' });

export const description = style({ flexGrow: 1 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minBlockSize: vars.controlHeight.medium,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});
