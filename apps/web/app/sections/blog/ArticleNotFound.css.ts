import { vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  maxInlineSize: vars.contentWidth.text,
  marginInline: 'auto',
  paddingBlock: `${vars.space.xxxlarge}`,
  textAlign: 'center',
});

export const iconWrap = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: `calc(${vars.controlHeight.large} * 1.6)`,
  blockSize: `calc(${vars.controlHeight.large} * 1.6)`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.sunken,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.primary,
});

export const icon = style({
  inlineSize: vars.controlHeight.small,
  blockSize: vars.controlHeight.small,
});

export const title = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ fontSize: vars.fontSize.large, color: vars.color.muted });

export const arrow = style({
  inlineSize: '1.1em',
  blockSize: '1.1em',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
