import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const steps = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
});

export const marker = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBlockEnd: vars.space.xsmall,
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.controlHeight.large,
  blockSize: vars.controlHeight.large,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
});

export const icon = style({
  inlineSize: vars.space.xlarge,
  blockSize: vars.space.xlarge,
  color: vars.color.accent,
});

export const stepLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});
