import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';
import { desktopUp, tabletUp } from './cards.css.ts';

export const filters = style({ marginBlockEnd: vars.space.medium });

export const count = style({
  marginBlockEnd: vars.space.large,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktopUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const tool = style({ position: 'relative' });

export const toolBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  '@media': { [tabletUp]: { padding: vars.space.large } },
});

export const toolHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const toolName = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** The link on the tool's name covers the whole card, so the card is one big target. */
export const toolLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${tool}:hover &`]: { color: vars.color.primary },
  },
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const externalIcon = style({
  display: 'inline-block',
  inlineSize: '0.85em',
  blockSize: '0.85em',
  marginInlineStart: '0.3em',
  verticalAlign: '-0.05em',
  color: vars.color.muted,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const category = style({
  display: 'inline-block',
  marginBlockStart: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.sunken,
  color: vars.color.muted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const description = style({ color: vars.color.muted, fontSize: vars.fontSize.small });

export const extras = style({
  display: 'grid',
  gap: vars.space.large,
  marginBlockStart: vars.space.xxlarge,
  '@media': { [desktopUp]: { gridTemplateColumns: '1fr 1.4fr' } },
});

export const help = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const helpTitle = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const helpActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: 'auto',
});

/** A light button on the primary panel: the panel's colours, inverted. */
export const helpPrimary = style({
  backgroundColor: vars.color.onPrimary,
  borderColor: vars.color.onPrimary,
  color: vars.color.primary,
  selectors: {
    '&:hover': {
      backgroundColor: `color-mix(in srgb, ${vars.color.onPrimary} 88%, ${vars.color.primary})`,
      borderColor: `color-mix(in srgb, ${vars.color.onPrimary} 88%, ${vars.color.primary})`,
      color: vars.color.primary,
    },
  },
});

export const helpSecondary = style({
  backgroundColor: 'transparent',
  borderColor: vars.color.onPrimary,
  color: vars.color.onPrimary,
  selectors: {
    '&:hover': {
      backgroundColor: `color-mix(in srgb, ${vars.color.onPrimary} 14%, transparent)`,
      borderColor: vars.color.onPrimary,
      color: vars.color.onPrimary,
    },
  },
});

export const safety = style({
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.sunken,
});

export const safetyTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginBlockEnd: vars.space.large,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const safetyIcon = style({ color: vars.color.success });

export const tips = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tabletUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const tip = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const tipIcon = style({ color: vars.color.primary });

export const tipTitle = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const tipText = style({ color: vars.color.muted, fontSize: vars.fontSize.small });
