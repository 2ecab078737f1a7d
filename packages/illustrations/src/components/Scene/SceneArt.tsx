import { auroraPaths, starPath } from '../../drawings/backdrop.ts';
import { PaintContext, type ScenePaint } from '../../drawings/paint.ts';
import type { SceneColorRole, SceneName } from '../../drawings/palettes.ts';
import { scenes } from '../../drawings/scenes.tsx';
import { cx } from '../../lib/cx.ts';

/**
 * How a drawing is coloured and which parts show by day or by night. Drawn inline these are
 * the classes of `SceneInline.css.ts` (CSS variables the theme class swaps); in a standalone
 * SVG file (`@travel/illustrations/node`) they are short classes of the file's own stylesheet.
 */
export interface SceneLook {
  paint: ScenePaint;
  /** Class of a gradient stop in the given colour. */
  stop: (role: SceneColorRole) => string;
  /** Shown by day only (the sun). */
  dayOnly: string;
  /** Shown by night only (the moon, night stars). */
  nightOnly: string;
  /** The sun's soft halo, the moon's fainter haze and the seas on its face. */
  halo: string;
  haze: string;
  crater: string;
}

/** The inside of a scene's 1200 × 800 drawing: gradients, sky, sun and moon, then the place. */
export function SceneArt({ name, id, look }: { name: SceneName; id: string; look: SceneLook }) {
  const art = scenes[name];
  const [sunX, sunY, sunR] = art.sun;
  const [moonX, moonY, moonR] = art.moon ?? art.sun;
  const moonSize = Math.min(moonR, 48);
  const fill = (role: SceneColorRole) => look.paint.fill(role).className;
  return (
    <>
      <defs>
        <linearGradient
          id={`${id}-sky`}
          x1="0"
          y1="0"
          x2="0"
          y2="600"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" className={look.stop('skyTop')} />
          <stop offset="0.55" className={look.stop('skyMid')} />
          <stop offset="1" className={look.stop('skyBottom')} />
        </linearGradient>
        <linearGradient id={`${id}-water`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={look.stop('water')} />
          <stop offset="1" className={look.stop('waterDeep')} />
        </linearGradient>
        {art.aurora ? (
          <linearGradient id={`${id}-aurora`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" className={look.stop('auroraEdge')} stopOpacity="0" />
            <stop offset="0.35" className={look.stop('auroraEdge')} stopOpacity="0.55" />
            <stop offset="0.7" className={look.stop('aurora')} stopOpacity="0.85" />
            <stop offset="1" className={look.stop('aurora')} stopOpacity="0" />
          </linearGradient>
        ) : null}
      </defs>
      <rect width="1200" height="800" fill={`url(#${id}-sky)`} />
      {art.stars ? (
        <path
          className={cx(fill('glow'), art.stars === 'night' && look.nightOnly)}
          d={starPath}
          opacity={0.85}
        />
      ) : null}
      {art.aurora ? (
        <g fill={`url(#${id}-aurora)`}>
          <path d={auroraPaths[0]} />
          <path d={auroraPaths[1]} opacity={0.7} />
        </g>
      ) : null}
      <g className={look.dayOnly} data-part="sun">
        <circle className={cx(fill('glow'), look.halo)} cx={sunX} cy={sunY} r={sunR * 1.7} />
        <circle className={fill('glow')} cx={sunX} cy={sunY} r={sunR} />
      </g>
      <g className={look.nightOnly} data-part="moon">
        <circle className={cx(fill('glow'), look.haze)} cx={moonX} cy={moonY} r={moonSize * 1.8} />
        <circle className={fill('glow')} cx={moonX} cy={moonY} r={moonSize} />
        <circle
          className={cx(fill('skyMid'), look.crater)}
          cx={moonX - moonSize * 0.3}
          cy={moonY - moonSize * 0.2}
          r={moonSize * 0.22}
        />
        <circle
          className={cx(fill('skyMid'), look.crater)}
          cx={moonX + moonSize * 0.35}
          cy={moonY + moonSize * 0.3}
          r={moonSize * 0.15}
        />
      </g>
      <PaintContext value={look.paint}>{art.draw({ water: `url(#${id}-water)` })}</PaintContext>
    </>
  );
}
