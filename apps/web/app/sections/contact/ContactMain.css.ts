import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  marginBlockEnd: vars.space.xlarge,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: '1.6fr 1fr' },
  },
});

export const formCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});
