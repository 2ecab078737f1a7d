import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { control } from '../../lib/control.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

const iconSize = '1.25em';

export const input = style([
  control,
  {
    // Room for the search icon before the text and the clear button after it.
    paddingInlineStart: `calc(${vars.space.small} + ${iconSize} + ${vars.space.xsmall})`,
    paddingInlineEnd: vars.controlHeight.medium,
    appearance: 'none',
    selectors: {
      // Our own clear button replaces the browser's, which is small, unlabelled and not
      // themed.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
    },
  },
]);

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  inlineSize: iconSize,
  blockSize: iconSize,
  color: vars.color.muted,
  pointerEvents: 'none',
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.controlHeight.medium,
  blockSize: vars.controlHeight.medium,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.standard,
  backgroundColor: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
  },
});

export const clearIcon = style({
  inlineSize: iconSize,
  blockSize: iconSize,
});
