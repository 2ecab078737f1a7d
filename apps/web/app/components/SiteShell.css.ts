import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({ flex: 1, outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  insetBlockStart: vars.space.xsmall,
  zIndex: 100,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
