import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const band = style({ scrollMarginBlockStart: '5rem' });

export const banner = style({
  marginBlockEnd: vars.space.xlarge,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  boxShadow: vars.shadow.medium,
});

// The 21:9 drawing is cropped to a low band so it sets the scene without filling the screen.
export const scene = style({ inlineSize: '100%', blockSize: 'clamp(9rem, 20vw, 16rem)' });
