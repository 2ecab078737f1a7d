import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import type { BadgeTone } from './Badge.tsx';

// Tone-coloured text and outline on the card colour: every pair is AA (contrast.test.ts).
const tone: Record<BadgeTone, StyleRule> = {
  neutral: {
    backgroundColor: vars.color.sunken,
    borderColor: vars.color.border,
    color: vars.color.text,
  },
  primary: { borderColor: vars.color.primary, color: vars.color.primary },
  accent: { borderColor: vars.color.accent, color: vars.color.accent },
  success: { borderColor: vars.color.success, color: vars.color.success },
  danger: { borderColor: vars.color.danger, color: vars.color.danger },
};

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    maxInlineSize: '100%',
    paddingBlock: '0.125em',
    paddingInline: vars.space.xsmall,
    border: '1px solid',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.raised,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.standard,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: { tone },
  defaultVariants: { tone: 'neutral' },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
});

// Icons come from callers at any size; inside a badge they follow its font size.
globalStyle(`${icon} > svg`, { inlineSize: '1.1em', blockSize: '1.1em' });
