import { breakpoints, vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const card = style({
  position: 'relative',
  display: 'flex',
  minInlineSize: 0,
  listStyle: 'none',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  transitionProperty: 'transform, box-shadow, border-color',
  transitionDuration: vars.duration.standard,
  selectors: {
    // The link covers the card, so the card shows the focus ring.
    '&:has(a:focus-visible)': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
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

export const featured = style({});

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
});

export const media = style({
  overflow: 'hidden',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const scene = style({ display: 'block', inlineSize: '100%', blockSize: 'auto' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  flexGrow: 1,
  gap: vars.space.small,
  padding: vars.space.large,
});

export const badge = style({});

export const title = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
});

export const featuredTitle = style({
  '@media': { [desktop]: { fontSize: vars.fontSize.xxlarge } },
});

export const link = style({
  color: 'inherit',
  textDecorationLine: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&:hover': { textDecorationLine: 'underline', textUnderlineOffset: '0.15em' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const excerpt = style({ color: vars.color.muted, textWrap: 'pretty' });

export const meta = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.xsmall });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.small,
});

/** Arrows point towards the inline end: mirror them for right-to-left text. */
export const arrow = style({
  inlineSize: '1em',
  blockSize: '1em',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
