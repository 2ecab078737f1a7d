import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const section = style({ paddingBlock: vars.space.xlarge });

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxInlineSize: `calc(${vars.contentWidth.text} + 2 * ${vars.space.xlarge})`,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.sunken,
});
