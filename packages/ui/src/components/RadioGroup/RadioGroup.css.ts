import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const options = recipe({
  base: {
    display: 'flex',
    columnGap: vars.space.large,
  },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  // The row, label included, is the 44 px touch target: the label selects the option too.
  minBlockSize: vars.controlHeight.medium,
  paddingBlock: vars.space.xsmall,
});

/** Holds the native radio over the drawn circle; the circle gives it its size. */
export const control = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
});

/** The native radio button: covers the circle, unseen, so the circle is what it looks like. */
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
    // The ring goes round the circle the visitor sees.
    '&:focus-visible': { outline: 'none' },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.space.large,
  blockSize: vars.space.large,
  border: `2px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.raised,
  transitionProperty: 'border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${input}:hover:not(:disabled) + &`]: { borderColor: vars.color.text },
    [`${input}:checked + &`]: { borderColor: vars.color.primary },
    [`[aria-invalid="true"] ${input} + &`]: { borderColor: vars.color.danger },
    [`${input}:disabled + &`]: { opacity: 0.6 },
    // The same ring as every focused control's, from the global styles.
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const dot = style({
  display: 'none',
  inlineSize: vars.space.small,
  blockSize: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  selectors: { [`${input}:checked + ${radio} &`]: { display: 'block' } },
  // Forced colours paint every background with the page colour: the dot would vanish.
  '@media': {
    '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const optionLabel = style({
  color: vars.color.text,
  lineHeight: vars.space.large,
  cursor: 'pointer',
});

export const requiredMarker = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.danger,
});
