import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const claimValue = style({
  marginInlineStart: 'auto',
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
});

export const split = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1.2fr', gap: vars.space.xxlarge } },
});

export const splitArt = style({ minInlineSize: 0 });

export const splitCopy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const roundedScene = style({
  inlineSize: '100%',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
});

export const story = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: '1.6fr 1fr', gap: vars.space.xxlarge } },
});

export const storyText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxInlineSize: vars.contentWidth.text,
});

export const office = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': { [desktop]: { marginBlockStart: vars.space.xxlarge } },
});

export const officeLine = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontStyle: 'normal',
});

export const officeIcon = style({
  flexShrink: 0,
  inlineSize: vars.space.large,
  blockSize: vars.space.large,
  color: vars.color.accent,
});

export const officeLabel = style({ fontWeight: vars.fontWeight.bold });

/**
 * The figures band: a light wash of the primary colour with the figures in it. A solid primary
 * band would glare in the dark theme, where the primary is a pale blue.
 */
export const statsBand = style({
  backgroundColor: `color-mix(in srgb, ${vars.color.primary} 10%, ${vars.color.surface})`,
  borderBlock: `1px solid color-mix(in srgb, ${vars.color.primary} 25%, ${vars.color.surface})`,
});

export const statsTitle = style({
  marginBlockEnd: vars.space.xlarge,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  color: vars.color.text,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.large,
  margin: 0,
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  textAlign: 'center',
});

export const statLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
});

export const statValue = style({
  margin: 0,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const statExtra = style({
  order: -1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
});
