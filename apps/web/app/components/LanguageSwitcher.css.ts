import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const list = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xxsmall})`,
  insetInlineEnd: 0,
  zIndex: 20,
  minInlineSize: '11rem',
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.raised,
  boxShadow: vars.shadow.large,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '2.75rem',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.sunken },
    '&[aria-current="true"]': { fontWeight: vars.fontWeight.bold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
