import { vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  boxShadow: vars.shadow.small,
});

export const title = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecorationLine: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.sunken, color: vars.color.primary },
  },
});

export const linkIcon = style({
  flexShrink: 0,
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  color: vars.color.primary,
});

export const linkText = style({ flexGrow: 1 });

export const arrow = style({
  flexShrink: 0,
  inlineSize: '1rem',
  blockSize: '1rem',
  color: vars.color.muted,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const latest = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  selectors: {
    '&:has(a:focus-visible)': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '4px',
      borderRadius: vars.radius.small,
    },
  },
});

export const latestScene = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.standard,
});

export const latestTitle = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const latestLink = style({
  color: 'inherit',
  textDecorationLine: 'none',
  selectors: {
    // The whole teaser is the link's target area.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecorationLine: 'underline', textUnderlineOffset: '0.15em' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const latestMeta = style({ fontSize: vars.fontSize.small, color: vars.color.muted });

export const pitch = style({ color: vars.color.muted, fontSize: vars.fontSize.small });
