import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const rating = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  alignSelf: 'flex-start',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
});

export const ratingText = style({ color: vars.color.muted });
