import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import type { LinkTone } from './Link.tsx';

const tone: Record<LinkTone, StyleRule> = {
  primary: { color: vars.color.primary },
  standard: { color: vars.color.text },
  muted: { color: vars.color.muted },
};

export const root = recipe({
  base: {
    // Underlined at rest: links in running text are not told apart by colour alone
    // (WCAG 1.4.1).
    textDecorationLine: 'underline',
    textDecorationThickness: '0.0625em',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    transitionProperty: 'color, text-decoration-thickness',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:hover': { textDecorationThickness: '0.125em' },
    },
  },
  variants: { tone },
  defaultVariants: { tone: 'primary' },
});

export const externalIcon = style({
  display: 'inline-block',
  inlineSize: '0.85em',
  blockSize: '0.85em',
  verticalAlign: '-0.05em',
  selectors: {
    // The arrow points towards the inline end: mirror it for right-to-left text.
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});
