import { style } from '@vanilla-extract/css';
import { control } from '../../lib/control.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const wrapper = style({
  position: 'relative',
  display: 'flex',
});

export const root = style([
  control,
  {
    appearance: 'none',
    cursor: 'pointer',
    // Room for the chevron, which sits at the inline end (left in right-to-left pages).
    paddingInlineEnd: vars.space.xxlarge,
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  inlineSize: '1.25em',
  blockSize: '1.25em',
  color: vars.color.muted,
  pointerEvents: 'none',
});
