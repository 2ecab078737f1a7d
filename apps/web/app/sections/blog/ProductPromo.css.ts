import { breakpoints, vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid color-mix(in srgb, ${vars.color.accent} 35%, ${vars.color.border})`,
  background: `linear-gradient(135deg, color-mix(in srgb, ${vars.color.accent} 10%, ${vars.color.raised}), ${vars.color.raised})`,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    },
  },
});

export const iconWrap = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.controlHeight.large,
  blockSize: vars.controlHeight.large,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  alignSelf: 'start',
});

export const icon = style({ inlineSize: '1.5rem', blockSize: '1.5rem' });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const title = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ color: vars.color.muted, textWrap: 'pretty' });

export const action = style({
  gridColumn: '1 / -1',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridColumn: 'auto' },
  },
});
