import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const trigger = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.controlHeight.medium,
  height: vars.controlHeight.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'block',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.large,
  textDecoration: 'none',
  textUnderlineOffset: '0.35em',
  textDecorationThickness: '2px',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, textDecorationLine: 'underline' },
  },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginBlock: vars.space.large,
});
