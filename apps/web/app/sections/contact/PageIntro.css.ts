import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const hero = style({
  paddingBlock: `${vars.space.xlarge} ${vars.space.xxlarge}`,
  background: `linear-gradient(180deg, ${vars.color.sunken}, ${vars.color.surface})`,
  '@media': { [desktop]: { paddingBlock: `${vars.space.xxlarge} ${vars.space.xxxlarge}` } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: '1.3fr 1fr', gap: vars.space.xxlarge } },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const eyebrow = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.small,
});

export const subtitle = style({ maxInlineSize: vars.contentWidth.text, textWrap: 'pretty' });

export const scene = style({
  inlineSize: '100%',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  // On phones the words come first and the drawing stays a short band.
  maxBlockSize: '14rem',
  '@media': { [desktop]: { maxBlockSize: 'none' } },
});
