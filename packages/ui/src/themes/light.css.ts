import { createGlobalTheme } from '@vanilla-extract/css';
import { lightColors } from '../tokens/palette.ts';
import { colorVars } from './contract.css.ts';

// Light is the default: it applies with no theme class at all, so a page without the
// theme script (or with an unknown stored value) still has every colour defined.
createGlobalTheme(':root, :root.light', colorVars, lightColors);
