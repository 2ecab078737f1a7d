import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const art = style({
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  display: 'none',
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { display: 'block' } },
});
