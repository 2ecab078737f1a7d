import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import type { SceneAspectRatio } from './Scene.tsx';

const aspectRatio: Record<SceneAspectRatio, StyleRule> = {
  '16/9': { aspectRatio: '16 / 9' },
  '4/3': { aspectRatio: '4 / 3' },
  '1/1': { aspectRatio: '1 / 1' },
  '3/2': { aspectRatio: '3 / 2' },
  '21/9': { aspectRatio: '21 / 9' },
};

export const ratio = styleVariants(aspectRatio);

/** The drawing fills the width of its box at a fixed ratio, so it never shifts the layout. */
export const root = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  overflow: 'hidden',
});

/** The drawing as an `<img>` (a scene file): cropped to its box, as the inline SVG is. */
export const image = style({ objectFit: 'cover' });
