import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const header = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  marginBlockEnd: vars.space.large,
});

export const list = style({ margin: 0, padding: 0 });
