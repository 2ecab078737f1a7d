import { createContext, useContext, useId } from 'react';
import { sceneNames, type SceneName } from '../../drawings/palettes.ts';
import { cx } from '../../lib/cx.ts';
import * as styles from './Scene.css.ts';
import { SceneInline, paletteClass } from './SceneInline.tsx';

export { sceneNames };
export type { SceneName };

export const sceneAspectRatios = ['16/9', '4/3', '1/1', '3/2', '21/9'] as const;
export type SceneAspectRatio = (typeof sceneAspectRatios)[number];

export interface SceneProps {
  /** Which place or topic to draw. */
  name: SceneName;
  /**
   * Accessible name. With it the drawing is an image (`role="img"` and a `<title>`); without
   * it the drawing is decorative and hidden from assistive technology.
   */
  title?: string;
  /**
   * Width to height of the box. The drawing fills it (cropping its edges) so the box is
   * reserved before anything paints.
   * @default '16/9'
   */
  aspectRatio?: SceneAspectRatio;
  /**
   * In a page that shows its scenes from files (`SceneFilesContext`): `eager` loads this one
   * at once, at high priority — for the picture at the top of a page; others wait until they
   * near the viewport.
   * @default 'lazy'
   */
  loading?: 'lazy' | 'eager';
  className?: string;
  /** The language of `alt`/`title` when it differs from the page's (`en` for catalog text). */
  lang?: string;
}

/**
 * URLs of the scenes as standalone SVG files (`@travel/illustrations/node`), by name. A page that
 * provides them shows each scene as an `<img>`: the browser fetches each file once, caches it
 * across pages, lazy-loads the ones below the fold and keeps them out of the page's markup
 * and JavaScript. Without it (Storybook, tests) scenes are drawn inline.
 */
export const SceneFilesContext = createContext<Readonly<Partial<Record<SceneName, string>>> | null>(
  null,
);

/**
 * The site's own illustrations (it has no stock photos): an inline SVG of a place — sky, sun
 * or moon, terrain, water and a landmark — in that place's palette. The dark theme swaps in
 * a night palette (deep sky, moon and stars, lit windows) through CSS, without a re-render.
 * Under `SceneFilesContext` it is an `<img>` of the same drawing, whose own stylesheet follows
 * the page's colour scheme (`color-scheme` on <html> reaches SVG images as
 * `prefers-color-scheme`).
 */
export function Scene({
  name,
  title,
  aspectRatio = '16/9',
  loading = 'lazy',
  className,
  lang,
}: SceneProps) {
  // Ids end up in url(#…) references: keep them to characters that need no escaping.
  const id = `scene${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const file = useContext(SceneFilesContext)?.[name];

  if (file) {
    return (
      <img
        src={file}
        alt={title ?? ''}
        lang={lang}
        // The drawing's own proportions; the ratio class sets the box, `object-fit` crops.
        width={1200}
        height={800}
        loading={loading}
        fetchPriority={loading === 'eager' ? 'high' : undefined}
        decoding="async"
        className={cx(styles.root, styles.image, styles.ratio[aspectRatio], className)}
        data-scene={name}
      />
    );
  }

  return (
    <svg
      viewBox="0 0 1200 800"
      preserveAspectRatio="xMidYMid slice"
      className={cx(styles.root, styles.ratio[aspectRatio], paletteClass[name], className)}
      data-scene={name}
      focusable="false"
      lang={lang}
      {...(title ? { role: 'img', 'aria-labelledby': `${id}-title` } : { 'aria-hidden': true })}
    >
      {title ? <title id={`${id}-title`}>{title}</title> : null}
      <SceneInline name={name} id={id} />
    </svg>
  );
}
