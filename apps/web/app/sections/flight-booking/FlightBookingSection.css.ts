import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const band = style({
  background: `linear-gradient(180deg, ${vars.color.sunken}, ${vars.color.surface} 28rem)`,
  scrollMarginBlockStart: '5rem',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  marginBlockEnd: vars.space.xxlarge,
  textAlign: 'center',
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.small,
});

export const subtitle = style({ maxInlineSize: vars.contentWidth.text, textWrap: 'pretty' });

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: '1fr 2fr' } },
});

export const formCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const footnote = style({
  marginBlock: `${vars.space.xlarge} 0`,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

export const footnoteIcon = style({
  display: 'inline-block',
  inlineSize: '1.25em',
  blockSize: '1.25em',
  marginInlineEnd: vars.space.xsmall,
  verticalAlign: 'text-bottom',
});
