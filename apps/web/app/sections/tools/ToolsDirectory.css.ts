import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const count = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  boxShadow: vars.shadow.small,
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.duration.standard,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium, borderColor: vars.color.primary },
    // The focus ring of the stretched link is drawn around the whole card.
    '&:has(a:focus-visible)': {
      outline: `0.1875rem solid ${vars.color.focusRing}`,
      outlineOffset: '0.125rem',
    },
  },
});

export const cardTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

const iconBadgeBase = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.controlHeight.medium,
  blockSize: vars.controlHeight.medium,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.sunken,
});

/** The icon tile, coloured by the tool's tone. */
export const iconBadge = styleVariants({
  primary: [iconBadgeBase, { color: vars.color.primary }],
  accent: [iconBadgeBase, { color: vars.color.accent }],
  success: [iconBadgeBase, { color: vars.color.success }],
  sky: [iconBadgeBase, { color: vars.color.primary }],
  violet: [iconBadgeBase, { color: vars.color.accent }],
});

export const icon = style({ inlineSize: '1.5rem', blockSize: '1.5rem' });

export const name = style({
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's target area (well over 44 px).
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.standard,
    },
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
});
