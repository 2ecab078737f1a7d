import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const type = style({ alignSelf: 'flex-start', whiteSpace: 'normal' });

export const location = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxsmall });

export const pin = style({
  flexShrink: 0,
  inlineSize: '1.1em',
  blockSize: '1.1em',
  color: vars.color.accent,
});

export const price = style({ color: vars.color.accent, fontSize: vars.fontSize.large });
