import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const teaser = style({ alignItems: 'center', textAlign: 'center' });

export const from = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const amount = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
});
