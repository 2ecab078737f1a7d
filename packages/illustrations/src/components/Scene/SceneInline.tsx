import type { SceneName } from '../../drawings/palettes.ts';
import { SceneArt, type SceneLook } from './SceneArt.tsx';
import * as styles from './SceneInline.css.ts';

/** Shapes paint by class: CSS variables that the theme class on <html> swaps. */
const inlineLook: SceneLook = {
  paint: {
    fill: (role) => ({ className: styles.fill[role] }),
    stroke: (role) => ({ className: styles.stroke[role] }),
  },
  stop: (role) => styles.stop[role],
  dayOnly: styles.dayOnly,
  nightOnly: styles.nightOnly,
  halo: styles.halo,
  haze: styles.haze,
  crater: styles.crater,
};

/** The class that sets a scene's palette (its day and night colours) on the drawing's <svg>. */
export const paletteClass: Readonly<Partial<Record<SceneName, string>>> = styles.palette;

/** The inside of a scene drawn in the page. */
export function SceneInline({ name, id }: { name: SceneName; id: string }) {
  return <SceneArt name={name} id={id} look={inlineLook} />;
}
