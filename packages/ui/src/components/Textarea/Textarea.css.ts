import { style } from '@vanilla-extract/css';
import { control } from '../../lib/control.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = style([
  control,
  {
    // Only taller: a wider box would break the form's columns.
    resize: 'vertical',
    minBlockSize: `calc(${vars.controlHeight.medium} * 2)`,
  },
]);
