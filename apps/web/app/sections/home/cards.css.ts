import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

/** What the home page's cards share: a raised panel that lifts a little under the pointer. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  listStyle: 'none',
  transitionProperty: 'transform, box-shadow, border-color',
  transitionDuration: vars.duration.standard,
});

/** For cards that are links or hold one: they rise on hover. */
export const lift = style({
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover': {
          transform: 'translateY(-3px)',
          boxShadow: vars.shadow.medium,
          borderColor: `color-mix(in srgb, ${vars.color.primary} 35%, ${vars.color.border})`,
        },
      },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.small,
  padding: vars.space.large,
});

export const smallTitle = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ color: vars.color.muted, textWrap: 'pretty' });

/** Pushes what follows (a link, a button) to the bottom of a card in a row of cards. */
export const foot = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.xsmall });

/** The unstyled list under a grid of cards. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** The actions under a section: centred, wrapping. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginBlockStart: vars.space.xlarge,
});

/** A link with an arrow after it, e.g. "Plan Trip →". */
export const arrowLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.controlHeight.small,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecorationLine: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '0.2em',
  transitionProperty: 'text-decoration-color',
  transitionDuration: vars.duration.fast,
  selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
});

/** Arrows point towards the inline end: mirror them for right-to-left text. */
export const arrow = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const tabletUp = `screen and (min-width: ${breakpoints.tablet}px)`;
export const desktopUp = `screen and (min-width: ${breakpoints.desktop}px)`;
