import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const section = style({ paddingBlock: vars.space.xlarge });

export const destinations = style({
  paddingBlock: vars.space.xxlarge,
  backgroundColor: vars.color.sunken,
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginBlockEnd: vars.space.large,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  boxShadow: vars.shadow.small,
  scrollMarginBlockStart: '6rem',
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { padding: vars.space.large } },
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const iconBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: vars.controlHeight.large,
  blockSize: vars.controlHeight.large,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const icon = style({ inlineSize: '1.5rem', blockSize: '1.5rem' });

export const groupTitle = style({ marginBlockEnd: vars.space.xxsmall });
