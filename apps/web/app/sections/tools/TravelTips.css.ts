import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const section = style({ paddingBlock: vars.space.xxlarge });

export const heading = style({ marginBlockEnd: vars.space.large });

export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tip = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const iconBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: vars.controlHeight.small,
  blockSize: vars.controlHeight.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.sunken,
  color: vars.color.primary,
});

export const icon = style({ inlineSize: '1.25rem', blockSize: '1.25rem' });

export const tipText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
