import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import type { IconSize } from './Icon.tsx';

const square = (length: string): StyleRule => ({ inlineSize: length, blockSize: length });

const size: Record<IconSize, StyleRule> = {
  // Follows the surrounding text.
  inherit: square('1.25em'),
  small: square(vars.space.medium),
  medium: square(vars.space.large),
  large: square(vars.space.xlarge),
  xlarge: square(vars.space.xxlarge),
};

export const root = recipe({
  base: {
    flexShrink: 0,
  },
  variants: { size },
  defaultVariants: { size: 'inherit' },
});
