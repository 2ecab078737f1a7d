import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const list = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.color.text,
});

export const check = style({
  flexShrink: 0,
  inlineSize: '1.25em',
  blockSize: '1.25em',
  marginBlockStart: '0.15em',
  padding: '0.15em',
  borderRadius: vars.radius.full,
  color: vars.color.success,
  backgroundColor: `color-mix(in srgb, ${vars.color.success} 14%, transparent)`,
});
