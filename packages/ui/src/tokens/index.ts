/**
 * The theme's raw values (colours of both palettes, spacing, breakpoints) as plain data: no
 * CSS, no React. For what draws outside a stylesheet — the social cards rasterised at build
 * time, for one — and safe to import from Node, which runs this file as it is.
 */
export { darkColors, lightColors } from './palette.ts';
export type { ColorTokens } from './palette.ts';
export {
  breakpoints,
  contentWidth,
  controlHeight,
  fontFamily,
  fontSize,
  lineHeight,
  radius,
  space,
} from './scale.ts';
