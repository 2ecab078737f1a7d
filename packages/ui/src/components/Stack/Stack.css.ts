import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import type { StackGap } from './Stack.tsx';

const gap = Object.fromEntries(
  Object.entries(vars.space).map(([name, value]) => [name, { gap: value }]),
) as Record<StackGap, StyleRule>;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    // Lists stacked with `as="ul"` lose their bullets and indent: the gap does the spacing.
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: { gap },
  defaultVariants: { gap: 'medium' },
});
