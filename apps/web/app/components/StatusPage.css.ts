import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxxlarge,
  textAlign: 'center',
});

export const code = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: 'clamp(4rem, 3rem + 6vw, 7rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.primary,
});

export const title = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
});

export const body = style({ maxWidth: vars.contentWidth.text, color: vars.color.muted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const successIcon = style({ color: vars.color.success });

export const dangerIcon = style({ color: vars.color.danger });
