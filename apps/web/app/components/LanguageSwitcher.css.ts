import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const root = style({ display: 'inline-flex', alignItems: 'center' });

export const select = style({
  minHeight: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
});
