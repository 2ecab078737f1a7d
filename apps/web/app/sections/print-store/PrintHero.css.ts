import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const frames = style({
  position: 'relative',
  display: 'none',
  paddingBlockEnd: vars.space.xxlarge,
  paddingInlineEnd: vars.space.xxlarge,
  '@media': { [tablet]: { display: 'block' } },
});

// A passe-partout around the art makes it read as a framed print.
const framed = {
  padding: vars.space.small,
  backgroundColor: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
} as const;

export const frame = style(framed);

export const frameSmall = style({
  ...framed,
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  inlineSize: '38%',
});
