import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  boxShadow: vars.shadow.small,
});

export const media = style({ position: 'relative' });

export const flags = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flexGrow: 1,
  padding: vars.space.medium,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: 'auto',
});

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xsmall,
});

export const originalPrice = style({ textDecoration: 'line-through' });
