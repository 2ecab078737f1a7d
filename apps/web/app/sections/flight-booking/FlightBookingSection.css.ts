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

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': { [desktop]: { position: 'sticky', insetBlockStart: '6rem' } },
});

export const benefits = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const benefit = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-start' });

export const benefitIcon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.raised,
  color: vars.color.primary,
});

export const benefitTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const payments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const paymentTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const badges = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const inlineIcon = style({ flexShrink: 0, inlineSize: '1.25rem', blockSize: '1.25rem' });

export const call = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const callLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.controlHeight.medium,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
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
