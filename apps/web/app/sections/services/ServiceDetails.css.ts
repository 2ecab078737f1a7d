import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const band = style({ scrollMarginBlockStart: '5rem' });

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: '1.1fr 1fr', gap: vars.space.xxlarge } },
});

/** Every other band puts the picture first, for a zig-zag rhythm down the page. */
export const reverse = style({
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1.1fr' } },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const art = style({
  minInlineSize: 0,
  '@media': { [desktop]: { selectors: { [`${reverse} &`]: { order: -1 } } } },
});

export const scene = style({
  inlineSize: '100%',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
});
