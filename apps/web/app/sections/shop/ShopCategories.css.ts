import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

export const section = style({ paddingBlock: vars.space.xxlarge });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginBlockEnd: vars.space.large,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
    [`screen and (min-width: ${breakpoints.wide}px)`]: {
      gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    },
  },
});

export const card = style({
  // The Browse link's ::after covers the card: a click anywhere on it chooses the category.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
  },
});

export const cardSelected = style([
  card,
  { borderColor: vars.color.primary, boxShadow: vars.shadow.medium },
]);

export const iconBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.controlHeight.medium,
  blockSize: vars.controlHeight.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.sunken,
  color: vars.color.primary,
});

export const icon = style({ inlineSize: '1.375rem', blockSize: '1.375rem' });

export const description = style({ flexGrow: 1 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.controlHeight.medium,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.standard,
    },
    // The focus ring goes round the whole card, the area the link now covers.
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
