import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const section = style({ paddingBlockEnd: vars.space.xxlarge });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.sunken,
});
