import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import type { ColorTokens } from '../tokens/palette.ts';
import {
  contentWidth,
  controlHeight,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  space,
} from '../tokens/scale.ts';

const colorShape: Record<keyof ColorTokens, null> = {
  surface: null,
  raised: null,
  sunken: null,
  text: null,
  muted: null,
  primary: null,
  primaryHover: null,
  onPrimary: null,
  accent: null,
  onAccent: null,
  success: null,
  danger: null,
  onDanger: null,
  border: null,
  controlBorder: null,
  focusRing: null,
  overlay: null,
};

/** Colours are the only tokens that differ between themes: light.css.ts and dark.css.ts fill them. */
export const colorVars = createThemeContract(colorShape);

const scaleVars = createGlobalTheme(':root', {
  space,
  fontSize,
  fontWeight,
  lineHeight,
  fontFamily,
  radius,
  shadow,
  duration,
  contentWidth,
  controlHeight,
});

// Motion tokens collapse to zero for visitors who ask for less motion, so every transition
// built on them stops without each component repeating the media query.
globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [scaleVars.duration.fast]: '0ms',
        [scaleVars.duration.standard]: '0ms',
        [scaleVars.duration.slow]: '0ms',
      },
    },
  },
});

export const vars = { ...scaleVars, color: colorVars };
