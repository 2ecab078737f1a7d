import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  // Many tabs scroll sideways on phones instead of wrapping into a confusing second row.
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const trigger = style({
  flexShrink: 0,
  minBlockSize: vars.controlHeight.medium,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  border: 0,
  // The selected tab is marked by weight and a bar, not by colour alone.
  borderBlockEnd: `3px solid transparent`,
  backgroundColor: 'transparent',
  color: vars.color.muted,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, borderBlockEndColor: vars.color.border },
    '&[data-state="active"]': {
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
      borderBlockEndColor: vars.color.primary,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const panel = style({
  minInlineSize: 0,
  selectors: {
    '&:focus-visible': { outlineOffset: vars.space.xxsmall },
  },
});
