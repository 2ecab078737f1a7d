import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: `${vars.space.xxlarge} ${vars.space.xxxlarge}`,
  background: `radial-gradient(120% 80% at 100% 0%, color-mix(in srgb, ${vars.color.accent} 12%, transparent), transparent 60%), linear-gradient(180deg, ${vars.color.sunken}, ${vars.color.surface})`,
  '@media': {
    [desktop]: { paddingBlock: `${vars.space.xxxlarge} calc(${vars.space.xxxlarge} * 1.5)` },
  },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: '1.05fr 1fr', gap: vars.space.xxxlarge } },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const premier = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  border: `1px solid color-mix(in srgb, ${vars.color.accent} 35%, transparent)`,
  backgroundColor: `color-mix(in srgb, ${vars.color.accent} 8%, ${vars.color.raised})`,
  color: vars.color.accent,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

export const title = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  textWrap: 'balance',
});

export const subtitle = style({
  maxInlineSize: '36rem',
  fontSize: vars.fontSize.large,
  color: vars.color.muted,
  textWrap: 'pretty',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  gap: vars.space.small,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignSelf: 'flex-start',
    },
  },
});

/** The named group around the figures: as wide as the column, as the figures were before. */
export const statsGroup = style({ alignSelf: 'stretch' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.medium,
  inlineSize: '100%',
  maxInlineSize: '32rem',
  marginBlockStart: vars.space.small,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
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

export const statLabel = style({ fontSize: vars.fontSize.small, color: vars.color.muted });

export const visual = style({
  position: 'relative',
  minInlineSize: 0,
  // Room for the floating badges, which overhang the picture's edges.
  paddingBlockEnd: vars.space.large,
});

export const frame = style({
  overflow: 'hidden',
  borderRadius: `calc(${vars.radius.large} * 1.6)`,
  boxShadow: vars.shadow.large,
  border: `1px solid ${vars.color.border}`,
  // Tilts the picture a touch on wide screens, like a postcard on a desk.
  '@media': {
    [desktop]: { transform: 'rotate(1.5deg)' },
    [`${desktop} and (prefers-reduced-motion: reduce)`]: { transform: 'none' },
  },
});

export const scene = style({ inlineSize: '100%', blockSize: 'auto' });

const floating = style({
  position: 'absolute',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxInlineSize: '80%',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const ratingBadge = style([
  floating,
  { insetBlockEnd: 0, insetInlineStart: vars.space.medium },
]);

export const replyBadge = style([
  floating,
  {
    insetBlockStart: vars.space.medium,
    insetInlineEnd: vars.space.medium,
    color: vars.color.success,
  },
]);

export const star = style({ color: vars.color.accent, fill: 'currentColor' });
