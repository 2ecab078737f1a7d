import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';
import { desktopUp, tabletUp } from './cards.css.ts';

export const filters = style({ marginBlockEnd: vars.space.xlarge });

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktopUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const item = style({ scrollMarginBlockStart: '6rem' });

export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.small,
  padding: vars.space.large,
  '@media': { [desktopUp]: { padding: vars.space.medium } },
});

export const description = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
  textWrap: 'pretty',
});

export const itemHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const category = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.accent,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const star = style({ color: vars.color.accent, fill: 'currentColor' });

export const features = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall });

export const check = style({ color: vars.color.success, marginBlockStart: '0.15em' });

export const buy = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.small });

export const buyButton = style({ whiteSpace: 'nowrap' });

export const disclosure = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  maxInlineSize: vars.contentWidth.text,
  marginBlockStart: vars.space.xxlarge,
  marginInline: 'auto',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px dashed ${vars.color.controlBorder}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
});

export const disclosureIcon = style({ color: vars.color.primary, marginBlockStart: '0.1em' });

export const disclosureTitle = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });
