/**
 * The theme's values for stylesheets: the contract's CSS variables and the breakpoints.
 *
 * A `.css.ts` file should import these from here, not from the package's main entry:
 * vanilla-extract evaluates a stylesheet's imports to build it, and the main entry would
 * pull every component's styles — including ones a page never uses — into each stylesheet
 * that imports it.
 */
export { colorVars, vars } from '../themes/contract.css.ts';
export { breakpoints, contentWidth, controlHeight, space } from '../tokens/scale.ts';
