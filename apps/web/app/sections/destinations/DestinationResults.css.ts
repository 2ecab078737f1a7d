import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const title = style({ marginBlockEnd: vars.space.large });

export const list = style({ margin: 0, padding: 0 });

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  textAlign: 'center',
});

export const emptyIcon = style({
  inlineSize: vars.space.xxlarge,
  blockSize: vars.space.xxlarge,
  color: vars.color.muted,
});
