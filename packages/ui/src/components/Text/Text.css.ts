import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import { align } from '../Heading/Heading.css.ts';
import type { TextSize, TextTone, TextWeight } from './Text.tsx';

const size: Record<TextSize, StyleRule> = {
  xsmall: { fontSize: vars.fontSize.xsmall },
  small: { fontSize: vars.fontSize.small },
  standard: { fontSize: vars.fontSize.standard },
  large: { fontSize: vars.fontSize.large },
  xlarge: { fontSize: vars.fontSize.xlarge },
};

// Every tone is checked for AA contrast on surface, raised and sunken (contrast.test.ts).
const tone: Record<TextTone, StyleRule> = {
  standard: { color: vars.color.text },
  muted: { color: vars.color.muted },
  accent: { color: vars.color.accent },
  success: { color: vars.color.success },
  danger: { color: vars.color.danger },
};

const weight: Record<TextWeight, StyleRule> = {
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  bold: { fontWeight: vars.fontWeight.bold },
};

export const root = recipe({
  base: {
    margin: 0,
    fontFamily: vars.fontFamily.body,
    lineHeight: vars.lineHeight.standard,
    overflowWrap: 'break-word',
  },
  variants: { size, tone, weight, align },
  defaultVariants: { size: 'standard', tone: 'standard', weight: 'regular' },
});
