import type { ReactNode } from 'react';
import { usePaint } from './paint.ts';
import type { SceneColorRole } from './palettes.ts';

/**
 * The building blocks of the scenes, drawn in a 1200 × 800 box. Every shape paints with a
 * colour role, never a colour: `usePaint` turns the role into a class (a CSS variable the theme
 * class repaints) or, outside the page, into the colour itself.
 */

type Role = SceneColorRole;

/** A filled path in one colour role. */
export function P({ r, d, o }: { r: Role; d: string; o?: number }) {
  return <path {...usePaint().fill(r)} d={d} opacity={o} />;
}

/** A stroked path: surf lines, ridges, and with `dash` rows of windows. */
export function L({
  r,
  d,
  w = 4,
  o,
  dash,
}: {
  r: Role;
  d: string;
  w?: number;
  o?: number;
  dash?: string;
}) {
  return (
    <path
      {...usePaint().stroke(r)}
      d={d}
      strokeWidth={w}
      opacity={o}
      strokeDasharray={dash}
      strokeLinecap={dash ? 'butt' : 'round'}
    />
  );
}

/** Places a shape drawn at the origin (its foot) at x, y, scaled and optionally mirrored. */
export function At({
  x,
  y,
  s = 1,
  flip = false,
  children,
}: {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
  children: ReactNode;
}) {
  return <g transform={`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`}>{children}</g>;
}

/** Columns of windows on a façade: dashed vertical lines, dark by day and lit by night. */
export function Windows({
  x,
  top,
  w,
  bottom,
  gap = 16,
  size = 5,
}: {
  x: number;
  top: number;
  w: number;
  bottom: number;
  gap?: number;
  size?: number;
}) {
  const columns = Math.max(1, Math.floor((w - 8) / gap));
  const offset = x + (w - (columns - 1) * gap) / 2;
  const d = Array.from({ length: columns }, (_, i) => `M${offset + i * gap} ${top}V${bottom}`).join(
    '',
  );
  return <L r="window" d={d} w={size} dash={`${size + 2} ${size + 5}`} />;
}

/** Open water from `y` down, with glints under the sun (or moon) and a few swell lines. */
export function Sea({ y, fill, glint }: { y: number; fill: string; glint: number }) {
  const glints = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const gy = y + 10 + i * i * 9 + i * 6;
      const half = 26 + i * 16 - (i % 2) * 10;
      return `M${glint - half} ${gy}h${half * 2}`;
    })
    .join('');
  const swell = [0, 1, 2]
    .map((i) => {
      const sy = y + 40 + i * 60;
      return `M${60 + i * 140} ${sy}h${120 + i * 30}M${760 - i * 90} ${sy + 24}h${100 + i * 40}`;
    })
    .join('');
  return (
    <g>
      <rect y={y} width="1200" height={800 - y} fill={fill} />
      <L r="waterLight" d={swell} w={3} o={0.35} />
      <L r="waterLight" d={glints} w={4} o={0.75} />
    </g>
  );
}

export function Palm() {
  return (
    <>
      <P r="landmark" d="M-8 0C0-80 10-160 28-222l8 2C22-160 12-80 8 0Z" />
      <P
        r="foliage"
        d="M32-220c38-30 88-20 118 20-40-25-80-25-118-15ZM32-220c-32-35-92-30-122 15 40-23 80-23 122-9ZM32-222c18-48 58-68 88-63-35 15-60 35-86 67ZM32-222c-22-46-62-63-92-56 35 13 65 30 90 60ZM32-218c38 8 68 38 76 78-23-35-48-60-76-72ZM32-218c-32 13-62 43-72 83 25-35 50-63 72-77Z"
      />
    </>
  );
}

export function Pine({ r = 'foliage' }: { r?: Role }) {
  return <P r={r} d="M0-170l22 52h-11l26 52H20l30 66H6v12H-6V0h-44l30-66h-17l26-52h-11Z" />;
}

export function Cypress() {
  return <P r="foliage" d="M0 0c-16-40-14-120 0-170 14 50 16 130 0 170Z" />;
}

export function Acacia() {
  return (
    <P
      r="landmark"
      d="M-7 0l-2-78-38-40 6-4 34 30 3-40h8l3 40 34-32 6 4-36 42-2 78ZM-125-118c20-30 80-42 125-40 60-2 112 10 132 38-40 12-215 14-257 2Z"
    />
  );
}

/** A giraffe facing right, 200 tall at scale 1. */
export function Giraffe() {
  return (
    <P
      r="landmark"
      d="M0 0l2-72c-6-6-8-16-2-22 20-6 44-12 62-18l26-74 2-14h3l1 8h3v-8h3l-1 11 15 7v6l-15 1-24 73c0 10-4 18-10 24l-2 80h-6l-1-70h-2l-1 70h-6l-1-72c-11-3-21-3-31 0V0h-6l-1-68h-2L6 0ZM-1-90c-7 10-9 24-9 34h3c1-10 3-22 8-30Z"
    />
  );
}

/** A dromedary facing right, 140 tall at scale 1. */
export function Camel() {
  return (
    <P
      r="landmark"
      d="M0 0l4-60c-10-4-14-14-10-24 10-26 26-44 46-44 18 0 26 16 34 28 10 4 18 2 24-4l14-24c4-8 14-10 22-4l8 6-2 6-10-2-26 38c-6 10-14 14-24 16L78 0h-6l-2-56-12-4-6 60h-6l-2-58H22L18 0h-6l-2-58Z"
    />
  );
}

/** A torii gate, 210 tall and 220 wide at scale 1. */
export function Torii() {
  return (
    <>
      <P r="accent" d="M-80 0v-176h16V0ZM64 0v-176h16V0ZM-96-160H96v14H-96ZM-8-190H8v30H-8Z" />
      <P
        r="landmark"
        d="M-112-186c50 8 174 8 224 0l-6-16c-50 8-162 8-212 0ZM-84 0v-10h24V0ZM60 0v-10h24V0Z"
      />
    </>
  );
}

/** A five-storey pagoda, its foot at the origin; `body` colours the walls. */
export function Pagoda({ body = 'accent' }: { body?: Role }) {
  const storeys = [0, 1, 2, 3, 4];
  const roof = storeys
    .map((i) => {
      const y = -30 - i * 44;
      const h = 60 - i * 8;
      return `M${-h - 16} ${y}c${16} -4 ${26} -12 ${32} -20h${2 * h - 32}c6 8 16 16 32 20Z`;
    })
    .join('');
  const walls = storeys
    .map((i) => {
      const w = 36 - i * 5;
      return `M${-w} ${-i * 44}v-30h${2 * w}v30Z`;
    })
    .join('');
  return (
    <>
      <P r={body} d={walls} />
      <P
        r="landmark"
        d={`${roof}M-2-224h4v-70h-4ZM-7-240h14v4H-7ZM-6-256h12v4H-6ZM-5-272h10v4H-5Z`}
      />
      <Windows x={-20} top={-20} w={40} bottom={-2} gap={14} size={4} />
    </>
  );
}

/** A cluster of round canopies: blossom, maple, scrub. */
export function Canopy({
  r,
  dots,
}: {
  r: Role;
  dots: readonly (readonly [number, number, number])[];
}) {
  return (
    <g {...usePaint().fill(r)}>
      {dots.map(([cx, cy, radius]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={radius} />
      ))}
    </g>
  );
}

/** An airliner seen from below, nose up (−y), 260 long and 240 across at scale 1. */
export function Plane({ r = 'landmark' }: { r?: Role }) {
  return (
    <P
      r={r}
      d="M0-130c10 0 14 18 14 40v50l106 60v16L14 14v60l40 28v12L6 100H-6l-48 14v-12l40-28V14l-106 22V20l106-60v-50c0-22 4-40 14-40ZM44-14h14v30H44ZM-58-14h14v30h-14Z"
    />
  );
}

/** A person standing, seen from behind or in front, 190 tall at scale 1. */
export function Person({ r = 'landmark' }: { r?: Role }) {
  return (
    <P
      r={r}
      d="M-16-170a16 16 0 1 0 32 0a16 16 0 1 0-32 0ZM-22-148h44c6 0 10 4 11 10l10 62c1 6-6 8-8 2l-9-46v52l-4 68H8L6-64H-6L-8 0h-14l-4-68v-52l-9 46c-2 6-9 4-8-2l10-62c1-6 5-10 11-10Z"
    />
  );
}

/** A diamond kite with a bowed tail, its centre at the origin; `line` runs to x, y. */
export function Kite({ line }: { line: readonly [number, number] }) {
  return (
    <>
      <L
        r="landmark"
        d={`M0 70Q${line[0] / 2} ${line[1] / 2 - 60} ${line[0]} ${line[1]}`}
        w={2}
        o={0.7}
      />
      <L r="landmark" d="M0 70c-20 30 20 50 0 80s20 50 0 80" w={3} />
      <P r="light" d="M-10 110l10 6 10-6-10-6ZM-10 180l10 6 10-6-10-6Z" />
      <P r="accent" d="M0-70L50 0 0 70-50 0Z" />
      <P r="light" d="M0-70L50 0H0ZM0 70L-50 0H0Z" o={0.55} />
      <L r="landmark" d="M0-70V70M-50 0H50" w={3} o={0.6} />
    </>
  );
}

/** A laptop, open, its base centred on the origin, 240 wide at scale 1. */
export function Laptop() {
  return (
    <>
      <P r="landmark" d="M-100 0l10-150c0-6 4-10 10-10h160c6 0 10 4 10 10L100 0Z" />
      <P r="window" d="M-84-12l8-132h152l8 132Z" />
      <P r="light" d="M-120 0h240l-10 14h-220Z" />
    </>
  );
}

/** A wheeled suitcase with a telescopic handle, 240 tall at scale 1; `stickers` in accent. */
export function Suitcase({ body = 'accent' }: { body?: Role }) {
  return (
    <>
      <L r="landmark" d="M-30-170v-60h60v60" w={10} />
      <P
        r="landmark"
        d="M-60-8a10 10 0 1 0 20 0a10 10 0 1 0-20 0ZM40-8a10 10 0 1 0 20 0a10 10 0 1 0-20 0Z"
      />
      <P
        r="landmark"
        d="M-76-170h152c8 0 14 6 14 14v132c0 8-6 14-14 14H-76c-8 0-14-6-14-14v-132c0-8 6-14 14-14Z"
      />
      <P
        r={body}
        d="M-70-164h140c6 0 10 4 10 10v126c0 6-4 10-10 10H-70c-6 0-10-4-10-10v-126c0-6 4-10 10-10Z"
      />
      <L r="landmark" d="M-40-160v136M0-160v136M40-160v136" w={4} o={0.35} />
      <P r="light" d="M-66-140h44v28h-44ZM22-80a18 18 0 1 0 36 0a18 18 0 1 0-36 0Z" />
      <P r="foliage" d="M-60-134h32v6h-32ZM-60-122h20v4h-20Z" />
    </>
  );
}
