import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { layer } from '../../lib/layers.ts';
import { fadeIn, fadeOut } from '../../lib/motion.css.ts';

// Inverted colours (text on surface, swapped) keep the page's AA contrast in either theme.
export const content = style({
  zIndex: layer.tooltip,
  maxInlineSize: `min(${vars.contentWidth.tooltip}, calc(100vw - 2 * ${vars.space.small}))`,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.medium,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${fadeIn} ${vars.duration.fast} ease-out`,
    },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
  },
});

export const arrow = style({
  fill: vars.color.text,
});
