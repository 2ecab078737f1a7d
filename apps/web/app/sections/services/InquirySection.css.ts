import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const band = style({ scrollMarginBlockStart: '5rem' });

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: '1fr 1.6fr' },
  },
});
