import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

/**
 * A pill-shaped toggle; pressed (`data-state="on"`) is filled with the primary colour. In a
 * ChipGroup it is a <label> around its radio button.
 */
export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.controlHeight.medium,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text, backgroundColor: vars.color.sunken },
    '&[data-state="on"]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-state="on"]:hover:not(:disabled)': {
      borderColor: vars.color.primaryHover,
      backgroundColor: vars.color.primaryHover,
    },
    '&:disabled, &[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[data-disabled]:hover': {
      borderColor: vars.color.controlBorder,
      backgroundColor: vars.color.raised,
    },
    // The radio inside has the focus; the ring goes round the whole chip.
    // (The same ring as every focused control's, from the global styles.)
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** A ChipGroup chip's radio button: covers the chip, unseen, so the chip is what it looks like. */
export const input = style({
  position: 'absolute',
  // The chip's whole border box, border included: the target the visitor sees.
  inset: -1,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
  borderRadius: 'inherit',
  selectors: { '&:focus-visible': { outline: 'none' } },
});

/** The tick on a pressed chip: the state is not shown by colour alone. */
export const check = style({
  flexShrink: 0,
  inlineSize: '1.15em',
  blockSize: '1.15em',
  marginInlineStart: `calc(-1 * ${vars.space.xxsmall})`,
});

export const count = style({
  fontWeight: vars.fontWeight.regular,
  opacity: 0.85,
});
