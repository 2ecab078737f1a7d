import { breakpoints, vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  paddingBlock: `${vars.space.xlarge} ${vars.space.xxlarge}`,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { paddingBlockEnd: vars.space.xxxlarge },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, color-mix(in srgb, ${vars.color.primary} 10%, ${vars.color.raised}), ${vars.color.raised} 60%, color-mix(in srgb, ${vars.color.accent} 10%, ${vars.color.raised}))`,
  textAlign: 'center',
});

export const iconWrap = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.controlHeight.large,
  blockSize: vars.controlHeight.large,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const icon = style({ inlineSize: '1.5rem', blockSize: '1.5rem' });

export const title = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const pitch = style({
  maxInlineSize: '36rem',
  color: vars.color.muted,
  textWrap: 'pretty',
});

export const privacy = style({ fontSize: vars.fontSize.small, color: vars.color.muted });
