import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

/** Bands are anchor targets of the hero's menu: keep their top clear of the sticky header. */
export const band = style({ scrollMarginBlockStart: '5rem' });

export const amounts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  inlineSize: '100%',
});

export const customAmount = style({ flexBasis: '100%', display: 'flex' });

export const customLink = style({ flexGrow: 1 });

/** The bundles' offer line: a warm ribbon above their cards. */
export const ribbon = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  alignSelf: 'flex-start',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
});

export const ribbonIcon = style({ inlineSize: '1.1em', blockSize: '1.1em' });

export const subsection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  selectors: { '& + &': { marginBlockStart: vars.space.xxlarge } },
});

export const priceRow = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const badgeEnd = style({ marginInlineStart: 'auto' });
