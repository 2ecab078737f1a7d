import { auroraPaths, starPath } from '../drawings/backdrop.ts';
import { PaintContext, type ScenePaint } from '../drawings/paint.ts';
import { scenePalettes, type SceneColors, type SceneName } from '../drawings/palettes.ts';
import { scenes } from '../drawings/scenes.tsx';

export interface StaticSceneProps {
  name: SceneName;
  /** Box the drawing covers (cropping its edges, as `Scene` does in the page). */
  x?: number;
  y?: number;
  width: number;
  height: number;
  /** Prefix of the gradient ids, unique within the document. */
  idPrefix?: string;
  /**
   * `night` draws the dark theme's palette, moon and stars.
   * @default 'day'
   */
  time?: 'day' | 'night';
}

const inlinePaint = (colors: SceneColors): ScenePaint => ({
  fill: (role) => ({ fill: colors[role] }),
  stroke: (role) => ({ stroke: colors[role], fill: 'none' }),
});

/**
 * A scene with every colour inline: no stylesheet, no CSS variables, so a plain SVG rasteriser
 * draws it as the page's `Scene` does in the light (or, with `time="night"`, dark) theme.
 */
export function StaticScene({
  name,
  x = 0,
  y = 0,
  width,
  height,
  idPrefix = 's',
  time = 'day',
}: StaticSceneProps) {
  const art = scenes[name];
  const night = time === 'night';
  const colors = scenePalettes[name][time];
  const [sunX, sunY, sunR] = art.sun;
  const [moonX, moonY, moonR] = art.moon ?? art.sun;
  const moonSize = Math.min(moonR, 48);
  return (
    <svg
      x={x}
      y={y}
      width={width}
      height={height}
      viewBox="0 0 1200 800"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient
          id={`${idPrefix}-sky`}
          x1="0"
          y1="0"
          x2="0"
          y2="600"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor={colors.skyTop} />
          <stop offset="0.55" stopColor={colors.skyMid} />
          <stop offset="1" stopColor={colors.skyBottom} />
        </linearGradient>
        <linearGradient id={`${idPrefix}-water`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={colors.water} />
          <stop offset="1" stopColor={colors.waterDeep} />
        </linearGradient>
        {art.aurora ? (
          <linearGradient id={`${idPrefix}-aurora`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={colors.auroraEdge} stopOpacity="0" />
            <stop offset="0.35" stopColor={colors.auroraEdge} stopOpacity="0.55" />
            <stop offset="0.7" stopColor={colors.aurora} stopOpacity="0.85" />
            <stop offset="1" stopColor={colors.aurora} stopOpacity="0" />
          </linearGradient>
        ) : null}
      </defs>
      <rect width="1200" height="800" fill={`url(#${idPrefix}-sky)`} />
      {art.stars === 'always' || (art.stars && night) ? (
        <path fill={colors.glow} d={starPath} opacity={0.85} />
      ) : null}
      {art.aurora ? (
        <g fill={`url(#${idPrefix}-aurora)`}>
          <path d={auroraPaths[0]} />
          <path d={auroraPaths[1]} opacity={0.7} />
        </g>
      ) : null}
      {night ? (
        <>
          <circle fill={colors.glow} opacity={0.14} cx={moonX} cy={moonY} r={moonSize * 1.8} />
          <circle fill={colors.glow} cx={moonX} cy={moonY} r={moonSize} />
        </>
      ) : (
        <>
          <circle fill={colors.glow} opacity={0.45} cx={sunX} cy={sunY} r={sunR * 1.7} />
          <circle fill={colors.glow} cx={sunX} cy={sunY} r={sunR} />
        </>
      )}
      <PaintContext value={inlinePaint(colors)}>
        {art.draw({ water: `url(#${idPrefix}-water)` })}
      </PaintContext>
    </svg>
  );
}
