import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  // The row, label included, is the 44 px touch target: the label toggles the box too.
  minBlockSize: vars.controlHeight.medium,
  paddingBlock: vars.space.xsmall,
});

/** Holds the native input over the drawn box; the box gives it its size. */
export const control = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
});

/** The native checkbox: covers the box, unseen, so the box is what it looks like. */
export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    // The ring goes round the box the visitor sees.
    '&:focus-visible': { outline: 'none' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.space.large,
  blockSize: vars.space.large,
  border: `2px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.raised,
  color: vars.color.onPrimary,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${input}:hover:not(:disabled) + &`]: { borderColor: vars.color.text },
    [`${input}:checked + &, ${input}:indeterminate + &`]: {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
    },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    [`${input}:disabled + &`]: { opacity: 0.6 },
    // The same ring as every focused control's, from the global styles.
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

const icon = style({
  display: 'none',
  inlineSize: vars.space.medium,
  blockSize: vars.space.medium,
  strokeWidth: 3,
});

export const checkIcon = style([icon]);
export const dashIcon = style([icon]);

// Both marks are drawn; the input's state shows one, controlled or not. The dash wins: a
// dashed box may be checked underneath.
globalStyle(`${input}:checked:not(:indeterminate) + ${box} ${checkIcon}`, { display: 'block' });
globalStyle(`${input}:indeterminate + ${box} ${dashIcon}`, { display: 'block' });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const label = style({
  color: vars.color.text,
  lineHeight: vars.space.large,
  cursor: 'pointer',
});

export const requiredMarker = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.danger,
});
