import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const location = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const icon = style({
  inlineSize: '1em',
  blockSize: '1em',
  flexShrink: 0,
  color: vars.color.accent,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
  marginBlockStart: vars.space.xsmall,
});

export const price = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
});

export const scene = style({ borderRadius: vars.radius.large, boxShadow: vars.shadow.medium });
