import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const section = style({ paddingBlock: vars.space.xxlarge });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  boxShadow: vars.shadow.medium,
});

export const body = style({ maxInlineSize: vars.contentWidth.text, color: vars.color.muted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const icon = style({ inlineSize: '1.25em', blockSize: '1.25em', flexShrink: 0 });
