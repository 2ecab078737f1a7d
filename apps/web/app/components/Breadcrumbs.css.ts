import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const root = style({ fontSize: vars.fontSize.small });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const separator = style({
  inlineSize: '1em',
  blockSize: '1em',
  color: vars.color.muted,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A comfortable target for a small text link.
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.xxsmall,
  color: vars.color.muted,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const current = style({
  paddingInline: vars.space.xxsmall,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
