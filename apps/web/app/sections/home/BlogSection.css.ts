import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';
import { desktopUp, tabletUp } from './cards.css.ts';

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktopUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const post = style({ position: 'relative' });

export const media = style({ position: 'relative', overflow: 'hidden' });

export const scene = style({
  inlineSize: '100%',
  transitionProperty: 'transform',
  transitionDuration: vars.duration.slow,
  selectors: { [`${post}:hover &`]: { transform: 'scale(1.04)' } },
});

export const category = style({
  position: 'absolute',
  insetBlockStart: vars.space.medium,
  insetInlineStart: vars.space.medium,
  paddingBlock: '0.125em',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.raised,
  color: vars.color.accent,
  boxShadow: vars.shadow.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
});

export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

/** The link on the title covers the card, so the whole card opens the article. */
export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${post}:hover &`]: { color: vars.color.primary },
  },
});

export const readMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});
