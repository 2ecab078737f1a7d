import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const list = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const title = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const note = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.muted,
});

export const answer = style({
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
});
