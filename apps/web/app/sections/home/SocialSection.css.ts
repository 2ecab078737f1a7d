import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';
import { desktopUp, tabletUp } from './cards.css.ts';

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktopUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const video = style({ position: 'relative' });

export const media = style({ position: 'relative', overflow: 'hidden' });

export const scene = style({
  inlineSize: '100%',
  transitionProperty: 'transform',
  transitionDuration: vars.duration.slow,
  selectors: { [`${video}:hover &`]: { transform: 'scale(1.05)' } },
});

export const play = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.controlHeight.large,
  blockSize: vars.controlHeight.large,
  borderRadius: vars.radius.full,
  backgroundColor: `color-mix(in srgb, ${vars.color.raised} 88%, transparent)`,
  color: vars.color.primary,
  boxShadow: vars.shadow.medium,
  transform: 'translate(-50%, -50%)',
  transitionProperty: 'transform',
  transitionDuration: vars.duration.standard,
  selectors: {
    [`${video}:hover &`]: { transform: 'translate(-50%, -50%) scale(1.1)' },
    '[dir="rtl"] &': { transform: 'translate(50%, -50%)' },
  },
});

export const playIcon = style({
  inlineSize: vars.space.large,
  blockSize: vars.space.large,
  fill: 'currentColor',
  // The triangle's optical centre sits right of its box centre.
  marginInlineStart: '0.15em',
  selectors: {
    '[dir="rtl"] &': { transform: 'scaleX(-1)', marginInlineStart: 0, marginInlineEnd: '0.15em' },
  },
});

export const platform = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: '0.125em',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.small,
  padding: vars.space.medium,
});

export const title = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${video}:hover &`]: { color: vars.color.primary },
  },
});

export const metrics = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: 'auto',
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
});

export const metric = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.medium,
  marginBlockStart: vars.space.xxlarge,
  textAlign: 'center',
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.sunken,
});

export const statValue = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
});

export const statLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.small });
