import { createGlobalTheme } from '@vanilla-extract/css';
import { darkColors } from '../tokens/palette.ts';
import { colorVars } from './contract.css.ts';

createGlobalTheme(':root.dark', colorVars, darkColors);
