import { breakpoints, vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const root = style({
  paddingBlock: `${vars.space.xxlarge} ${vars.space.xlarge}`,
  background: `radial-gradient(110% 90% at 0% 0%, color-mix(in srgb, ${vars.color.primary} 12%, transparent), transparent 60%), linear-gradient(180deg, ${vars.color.sunken}, ${vars.color.surface})`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { paddingBlock: `${vars.space.xxxlarge} ${vars.space.xxlarge}` } },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxInlineSize: vars.contentWidth.text,
  marginInline: 'auto',
  textAlign: 'center',
});

export const eyebrow = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
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
  fontSize: vars.fontSize.large,
  color: vars.color.muted,
  textWrap: 'pretty',
});

export const rss = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  color: vars.color.primary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
});

export const rssIcon = style({ inlineSize: '1.1em', blockSize: '1.1em' });
