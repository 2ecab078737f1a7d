import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxInlineSize: vars.contentWidth.text,
});

export const grid = style({ marginBlockStart: vars.space.xxlarge, alignItems: 'start' });

export const group = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
});

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const nestedItem = style({
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `1px solid ${vars.color.border}`,
  marginInlineStart: vars.space.xsmall,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.controlHeight.medium,
  paddingBlock: vars.space.xxsmall,
  color: vars.color.primary,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationThickness: '0.125em' } },
});

export const xml = style({
  display: 'flex',
  gap: vars.space.medium,
  alignItems: 'flex-start',
  marginBlockStart: vars.space.xxlarge,
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  background: vars.color.sunken,
});

export const xmlIcon = style({
  flexShrink: 0,
  inlineSize: vars.space.xlarge,
  blockSize: vars.space.xlarge,
  color: vars.color.accent,
});

export const xmlLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.controlHeight.medium,
  fontWeight: vars.fontWeight.medium,
});
