import { style } from '@vanilla-extract/css';
import { control } from '../../lib/control.css.ts';

export const root = style([control]);
