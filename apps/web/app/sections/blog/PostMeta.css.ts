import { vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const icon = style({
  flexShrink: 0,
  inlineSize: '1em',
  blockSize: '1em',
});
