import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  blockSize: '100%',
  transitionProperty: 'box-shadow, transform',
  transitionDuration: vars.duration.standard,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium },
    // The whole card shows focus when its (stretched) title link has it.
    '&:has(a:focus-visible)': {
      outline: `0.1875rem solid ${vars.color.focusRing}`,
      outlineOffset: '0.125rem',
    },
  },
});

export const featuredRoot = style([
  root,
  {
    '@media': {
      [tablet]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        alignItems: 'start',
        columnGap: vars.space.xlarge,
      },
    },
  },
]);

export const media = style({ position: 'relative' });

export const scene = style({ borderRadius: vars.radius.standard });

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flex: 1,
  paddingInline: vars.space.xxsmall,
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
    // Stretched over the card: clicking anywhere on it follows the link.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
  },
});

export const location = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxsmall });

export const icon = style({ inlineSize: '1em', blockSize: '1em', flexShrink: 0 });

export const description = style({ color: vars.color.text });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: '0.125rem' });

export const factLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const highlights = style({ display: 'grid', gap: vars.space.xxsmall });

export const highlightList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const highlight = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

export const checkIcon = style({
  inlineSize: '1em',
  blockSize: '1em',
  flexShrink: 0,
  marginBlockStart: '0.2em',
  color: vars.color.success,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.small,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const price = style({
  margin: 0,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});

export const arrow = style({
  inlineSize: '1.1em',
  blockSize: '1.1em',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
