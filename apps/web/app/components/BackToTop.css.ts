import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const button = style({
  position: 'fixed',
  insetInlineEnd: vars.space.medium,
  insetBlockEnd: `calc(${vars.space.medium} + 4.5rem)`,
  zIndex: 40,
  display: 'grid',
  placeItems: 'center',
  width: vars.controlHeight.medium,
  height: vars.controlHeight.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.sunken } },
});
