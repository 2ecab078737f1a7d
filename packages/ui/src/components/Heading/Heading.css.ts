import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import type { HeadingSize, TextAlign } from './Heading.tsx';

const size: Record<HeadingSize, StyleRule> = {
  display: { fontSize: vars.fontSize.display },
  xxlarge: { fontSize: vars.fontSize.xxlarge },
  xlarge: { fontSize: vars.fontSize.xlarge },
  large: { fontSize: vars.fontSize.large },
  standard: { fontSize: vars.fontSize.standard },
};

export const align: Record<TextAlign, StyleRule> = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
};

export const root = recipe({
  base: {
    margin: 0,
    fontFamily: vars.fontFamily.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    // Balanced lines: no single word left alone on the last line of a title.
    textWrap: 'balance',
    overflowWrap: 'break-word',
  },
  variants: { size, align },
  defaultVariants: { align: 'start' },
});
