import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const layout = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)', alignItems: 'start' },
  },
});

export const main = style({ display: 'grid', gap: vars.space.xxlarge, minInlineSize: 0 });

export const block = style({
  display: 'grid',
  gap: vars.space.medium,
  maxInlineSize: vars.contentWidth.text,
});

export const paragraph = style({ lineHeight: vars.lineHeight.standard });

export const highlights = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
});

export const highlight = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.sunken,
});

export const checkIcon = style({
  inlineSize: '1.25em',
  blockSize: '1.25em',
  flexShrink: 0,
  color: vars.color.success,
});

/** A vertical timeline: a line along the inline start joining the days. */
export const itinerary = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.large,
});

export const stop = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxsmall,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(-1 * ${vars.space.large} - ${vars.space.xsmall} / 2)`,
      insetBlockStart: vars.space.xsmall,
      inlineSize: vars.space.xsmall,
      blockSize: vars.space.xsmall,
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
  },
});

export const stopDays = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const stopBody = style({ display: 'grid', gap: vars.space.xxsmall });

export const aside = style({
  '@media': { [desktop]: { position: 'sticky', insetBlockStart: vars.space.xxxlarge } },
});

export const factsCard = style({ display: 'grid', gap: vars.space.medium });

export const facts = style({ display: 'grid', gap: vars.space.small, margin: 0 });

export const fact = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingBlockEnd: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const factLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
});

export const factIcon = style({ display: 'inline-flex', color: vars.color.accent });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const price = style({
  display: 'grid',
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
});

export const priceLabel = style({
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.muted,
});
