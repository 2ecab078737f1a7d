import { globalStyle } from '@vanilla-extract/css';

/**
 * lucide's default presentation for icons drawn from the production sprite
 * (`scripts/lucide-sprite.ts`): one rule instead of five attributes on every icon.
 * A size or colour given to one icon is set on its `style`, which outranks this rule.
 */
globalStyle('.lucide-sprite', {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
