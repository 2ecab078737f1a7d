import { vars } from '@travel/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.controlHeight.medium,
  marginInlineStart: `calc(-1 * ${vars.space.xsmall})`,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecorationLine: 'none',
  selectors: { '&:hover': { textDecorationLine: 'underline', textUnderlineOffset: '0.2em' } },
});

/** The arrow points back, towards the inline start: mirror it for right-to-left text. */
export const backIcon = style({
  inlineSize: '1.1em',
  blockSize: '1.1em',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const title = style({
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  textWrap: 'balance',
});

export const lead = style({
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.muted,
  textWrap: 'pretty',
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  inlineSize: '100%',
  paddingBlock: vars.space.medium,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const authorText = style({ display: 'flex', flexDirection: 'column' });

export const authorName = style({ fontWeight: vars.fontWeight.bold });

export const authorRole = style({ fontSize: vars.fontSize.small, color: vars.color.muted });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xxsmall,
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
});

export const fact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const factIcon = style({ inlineSize: '1.1em', blockSize: '1.1em' });

export const picture = style({
  inlineSize: '100%',
  marginBlockStart: vars.space.small,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
});

export const scene = style({ display: 'block', inlineSize: '100%', blockSize: 'auto' });
