import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const requiredMarker = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.danger,
});

export const hint = style({
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const errorIcon = style({
  flexShrink: 0,
  inlineSize: '1.25em',
  blockSize: '1.25em',
});
