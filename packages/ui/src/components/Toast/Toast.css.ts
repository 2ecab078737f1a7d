import { createVar, keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import { layer } from '../../lib/layers.ts';
import { fadeOut } from '../../lib/motion.css.ts';
import { breakpoints } from '../../tokens/scale.ts';
import type { ToastVariant } from './toastStore.ts';

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: layer.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  inlineSize: '100%',
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  // The empty viewport spans the bottom of the screen: let clicks through to the page. Toasts
  // take pointer events back, and their events still bubble here to pause the timer.
  pointerEvents: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      maxInlineSize: vars.contentWidth.toast,
    },
  },
});

/** The off-screen position toasts enter from: beyond the inline end (the left in Arabic). */
const offscreen = createVar();

const slideIn = keyframes({ from: { transform: `translateX(${offscreen})` } });
// Swipes always go right (the Radix swipe direction), from wherever the finger let go.
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space.medium}))` },
});

const variant: Record<ToastVariant, StyleRule> = {
  default: {
    backgroundColor: vars.color.raised,
    borderColor: vars.color.border,
    color: vars.color.text,
  },
  destructive: {
    backgroundColor: vars.color.danger,
    borderColor: vars.color.danger,
    color: vars.color.onDanger,
  },
};

export const root = recipe({
  base: {
    vars: { [offscreen]: `calc(100% + ${vars.space.medium})` },
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xsmall,
    paddingBlock: vars.space.xsmall,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.xsmall,
    border: '1px solid',
    borderRadius: vars.radius.standard,
    boxShadow: vars.shadow.large,
    pointerEvents: 'auto',
    selectors: {
      '[dir="rtl"] &': { vars: { [offscreen]: `calc(-100% - ${vars.space.medium})` } },
      '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.slow} ease-out` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.standard} ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.duration.standard} ease-out`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.duration.standard} ease-out` },
    },
  },
  variants: { variant },
  defaultVariants: { variant: 'default' },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 auto',
  minInlineSize: 0,
  // Centres a one-line title on the 44 px close button.
  paddingBlock: vars.space.xsmall,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  fontSize: vars.fontSize.small,
});

export const close = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.controlHeight.medium,
  blockSize: vars.controlHeight.medium,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: `color-mix(in srgb, currentColor 12%, transparent)` },
  },
});

export const closeIcon = style({
  inlineSize: '1.25em',
  blockSize: '1.25em',
});
