import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const section = style({ paddingBlock: vars.space.xxlarge });

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: '1.5fr 1fr' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
});

export const icon = style({ inlineSize: '2rem', blockSize: '2rem', color: vars.color.primary });
