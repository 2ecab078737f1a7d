import { globalStyle, keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import type { ButtonSize, ButtonVariant } from './Button.tsx';

// Hover colours for tones without a hover token: mixing towards the text colour darkens in
// the light theme and lightens in the dark one, so the label's contrast only ever grows.
const towardsText = (color: string) => `color-mix(in srgb, ${color} 85%, ${vars.color.text})`;

const variant: Record<ButtonVariant, StyleRule> = {
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
  },
  secondary: {
    backgroundColor: vars.color.raised,
    borderColor: vars.color.primary,
    color: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.sunken } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.primary,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.sunken, textDecoration: 'underline' },
    },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.onDanger,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: towardsText(vars.color.danger) } },
  },
};

const size: Record<ButtonSize, StyleRule> = {
  small: {
    minBlockSize: vars.controlHeight.small,
    paddingInline: vars.space.small,
    fontSize: vars.fontSize.small,
  },
  medium: {
    minBlockSize: vars.controlHeight.medium,
    paddingInline: vars.space.large,
    fontSize: vars.fontSize.standard,
  },
  large: {
    minBlockSize: vars.controlHeight.large,
    paddingInline: vars.space.xlarge,
    fontSize: vars.fontSize.large,
  },
};

/** The button look, for `<button>`, `<a>` and router links alike. */
export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    paddingBlock: vars.space.xxsmall,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.fontFamily.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: 'ease-out',
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
      // A pending button is disabled too, but it is busy rather than unavailable: keep its
      // colours so the spinner and label stay readable.
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant,
    size,
    fullWidth: {
      true: { display: 'flex', inlineSize: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: '1em',
  blockSize: '1em',
  border: '0.15em solid currentColor',
  borderInlineEndColor: 'transparent',
  borderRadius: vars.radius.full,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // The spinner is the only sign of progress, so it keeps turning for visitors who ask for
    // less motion, only slowly (the motion tokens would stop it outright).
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

// Icons come from callers at any size; inside a button they follow its font size.
globalStyle(`${icon} > svg`, { inlineSize: '1.25em', blockSize: '1.25em' });
