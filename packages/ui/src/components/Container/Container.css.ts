import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { breakpoints } from '../../tokens/scale.ts';

export const root = style({
  inlineSize: '100%',
  maxInlineSize: vars.contentWidth.page,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { paddingInline: vars.space.large },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { paddingInline: vars.space.xlarge },
  },
});
