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

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.large,
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

/** A large opening quote mark behind the first line. */
export const quoteMark = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.small})`,
  insetInlineStart: `calc(-1 * ${vars.space.xsmall})`,
  zIndex: -1,
  color: `color-mix(in srgb, ${vars.color.accent} 16%, transparent)`,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const quote = style({
  position: 'relative',
  isolation: 'isolate',
  margin: 0,
  paddingBlockStart: vars.space.xsmall,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.standard,
  textWrap: 'pretty',
});

export const trip = style({
  alignSelf: 'flex-start',
  color: vars.color.accent,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const person = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const name = style({ fontWeight: vars.fontWeight.bold, fontStyle: 'normal' });

export const location = style({ color: vars.color.muted, fontSize: vars.fontSize.small });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.medium,
  marginBlockStart: vars.space.xxlarge,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  '@media': { [tabletUp]: { padding: vars.space.xlarge } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
});

export const statValue = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const statLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.small });
