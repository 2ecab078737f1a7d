import { breakpoints, vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const controlsBand = style({
  paddingBlock: vars.space.large,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': {
    [desktop]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const search = style({
  inlineSize: '100%',
  '@media': { [desktop]: { maxInlineSize: '26rem' } },
});

export const chips = style({});

export const band = style({
  paddingBlock: vars.space.xlarge,
  '@media': { [desktop]: { paddingBlock: vars.space.xxlarge } },
});

export const heading = style({
  marginBlockEnd: vars.space.large,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

const list = {
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

export const featuredGrid = style({
  ...list,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const grid = style({
  ...list,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px dashed ${vars.color.border}`,
  backgroundColor: vars.color.sunken,
  color: vars.color.muted,
  textAlign: 'center',
});
