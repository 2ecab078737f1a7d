import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

/** A small uppercase label over a list, quieter than the card's title. */
export const smallHeading = style({
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

/** A card laid out as a column whose last child (the call to action) sits at the bottom. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  blockSize: '100%',
  overflow: 'hidden',
});

/** A picture bleeding to the card's edges above its padded body. */
export const cardMedia = style({
  marginBlockStart: `calc(-1 * ${vars.space.large})`,
  marginInline: `calc(-1 * ${vars.space.large})`,
  inlineSize: `calc(100% + 2 * ${vars.space.large})`,
  maxInlineSize: 'none',
  // One height for every card picture, whatever the card's width: rows stay even and a wide
  // card shows a wider crop of the drawing rather than a taller one.
  blockSize: '11rem',
});

/** A call to action in a narrow card: the same button, with less side padding. */
export const compactButton = style({ paddingInline: vars.space.medium });

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const cardFooter = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xsmall,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** Label and value pairs: duration, group size, price. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(5.5rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.sunken,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const factLabel = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const price = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

/** Secondary actions under a grid of cards. */
export const after = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginBlockStart: vars.space.xlarge,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** The closing call-to-action panel of a page. */
export const ctaPanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  borderRadius: vars.radius.large,
  textAlign: 'center',
  background: `linear-gradient(135deg, color-mix(in srgb, ${vars.color.primary} 14%, ${vars.color.raised}), color-mix(in srgb, ${vars.color.accent} 14%, ${vars.color.raised}))`,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { padding: vars.space.xxlarge },
  },
});

export const ctaActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A link shaped like a chip, tall enough to tap (44 px). */
export const chipLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.controlHeight.medium,
  minInlineSize: vars.controlHeight.medium,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.raised,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': {
      borderColor: vars.color.primary,
      backgroundColor: `color-mix(in srgb, ${vars.color.primary} 10%, ${vars.color.raised})`,
    },
  },
});

export const chipIcon = style({
  inlineSize: '1.1em',
  blockSize: '1.1em',
  color: vars.color.accent,
});

/** A fact that takes the whole row of its facts box (long values such as the reveal time). */
export const factWide = style({ gridColumn: '1 / -1' });

/**
 * Five cards without an orphan: two wide then three on desktop, pairs with a full-width last
 * card on tablets.
 */
export const fiveGrid = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    },
  },
});

/** On a two-column tablet grid, an odd last card takes the whole row instead of half of it. */
export const oddLastFull = style({});

globalStyle(
  `${fiveGrid} > :last-child:nth-child(odd), ${oddLastFull} > :last-child:nth-child(odd)`,
  {
    '@media': {
      [`screen and (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 0.02}px)`]:
        {
          gridColumn: '1 / -1',
        },
    },
  },
);

globalStyle(`${fiveGrid} > *`, {
  '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridColumn: 'span 2' } },
});

globalStyle(`${fiveGrid} > :nth-child(-n + 2)`, {
  '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridColumn: 'span 3' } },
});
