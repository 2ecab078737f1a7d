import { createContext, useContext } from 'react';
import type { SceneColorRole } from './palettes.ts';

/**
 * How a drawing's shapes get their colour. In the page, `Scene` paints by class (CSS variables
 * that the theme class swaps, so dark mode needs no re-render); outside a browser, where there
 * is no stylesheet (the social-card rasteriser), the colours go inline.
 */
export interface ScenePaint {
  fill: (role: SceneColorRole) => { className?: string; fill?: string };
  stroke: (role: SceneColorRole) => { className?: string; stroke?: string; fill?: string };
}

export const PaintContext = createContext<ScenePaint | null>(null);

export function usePaint(): ScenePaint {
  const paint = useContext(PaintContext);
  if (!paint) throw new Error('Scene shapes must be drawn inside a Scene (PaintContext).');
  return paint;
}
