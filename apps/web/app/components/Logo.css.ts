import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontFamily: vars.fontFamily.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const mark = style({ width: '2rem', height: '2rem', flexShrink: 0 });

export const disc = style({ fill: vars.color.primary });

export const star = style({ fill: vars.color.onPrimary });

export const name = style({});
