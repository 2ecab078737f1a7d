import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** The box of every text-like control: inputs, textareas and selects. */
export const control = style({
  inlineSize: '100%',
  minBlockSize: vars.controlHeight.medium,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { borderColor: vars.color.focusRing },
    // A second, inset line makes the error state visible without relying on colour alone
    // being told apart from the normal border.
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&:disabled': {
      backgroundColor: vars.color.sunken,
      cursor: 'not-allowed',
      opacity: 0.7,
    },
  },
});
