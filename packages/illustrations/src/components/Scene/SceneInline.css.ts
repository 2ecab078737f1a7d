import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { scenePalettes, type SceneColorRole, type SceneColors } from '../../drawings/palettes.ts';

// The look of a scene drawn inline (Storybook, tests, development). Production pages show
// scene files instead, and leave these rules out with the code that uses them.

const roles = Object.keys(scenePalettes.santorini.day) as SceneColorRole[];

/** One CSS variable per colour role; each scene class fills them. */
const color = Object.fromEntries(roles.map((role) => [role, createVar(role)])) as Record<
  SceneColorRole,
  string
>;

const toVars = (colors: SceneColors) =>
  Object.fromEntries(roles.map((role) => [color[role], colors[role]]));

/** The theme class on <html> swaps in the night palette: no re-render, no flash. */
export const palette = styleVariants(scenePalettes, ({ day, night }) => ({
  vars: toVars(day),
  selectors: { ':root.dark &': { vars: toVars(night) } },
}));

/** `fill` per colour role, for the drawings' shapes. */
export const fill = styleVariants(color, (value) => ({ fill: value }));

/** `stop-color` per colour role, for the gradients. */
export const stop = styleVariants(color, (value) => ({ stopColor: value }));

/** `stroke` per colour role, for lines: surf, ridges, rows of windows (dashed). */
export const stroke = styleVariants(color, (value) => ({ stroke: value, fill: 'none' }));

const night = ':root.dark &';

/** Shown by day only (the sun, daylight glints). */
export const dayOnly = style({ selectors: { [night]: { display: 'none' } } });

/** Shown by night only (the moon, stars). */
export const nightOnly = style({ display: 'none', selectors: { [night]: { display: 'inline' } } });

/** A soft halo around the sun or moon. */
export const halo = style({ opacity: 0.45, mixBlendMode: 'screen' });

/** The moon's glow, fainter than the sun's. */
export const haze = style({ opacity: 0.14, mixBlendMode: 'screen' });

/** The shadowed seas on the moon's face. */
export const crater = style({ opacity: 0.3 });
