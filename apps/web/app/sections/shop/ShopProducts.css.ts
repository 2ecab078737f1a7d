import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const section = style({
  paddingBlock: vars.space.xxlarge,
  backgroundColor: vars.color.sunken,
});

export const heading = style({
  marginBlockEnd: vars.space.large,
  // Clear the sticky header when Shop Now scrolls here.
  scrollMarginBlockStart: '6rem',
});

export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'end',
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: '2fr repeat(3, minmax(0, 1fr))' },
  },
});

export const search = style({
  '@media': {
    [tablet]: { gridColumn: '1 / -1' },
    [desktop]: { gridColumn: 'auto' },
  },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minBlockSize: vars.controlHeight.medium,
  marginBlock: vars.space.medium,
});

export const count = style({ fontWeight: vars.fontWeight.medium, color: vars.color.muted });

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [`screen and (min-width: ${breakpoints.wide}px)`]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    },
  },
});
