import type { ReactNode } from 'react';
import type { SceneName } from './palettes.ts';
import {
  Acacia,
  At,
  Camel,
  Canopy,
  Cypress,
  Giraffe,
  Kite,
  L,
  Laptop,
  P,
  Pagoda,
  Palm,
  Person,
  Pine,
  Plane,
  Sea,
  Suitcase,
  Torii,
  Windows,
} from './shapes.tsx';

/** What a drawing needs from the frame that `Scene` puts around it. */
export interface SceneContext {
  /** `url(#…)` of this instance's water gradient. */
  water: string;
}

export interface SceneArt {
  /** Centre x, y and radius of the sun (and, unless `moon` is set, of the moon at night). */
  sun: readonly [number, number, number];
  moon?: readonly [number, number, number];
  /** Stars are a night sky's; an aurora sky shows them in both themes. */
  stars?: 'night' | 'always';
  aurora?: boolean;
  /** Everything in front of the sky, back to front. Keep the subject within x 200–1000 and
   * y 150–650: a 1:1 box crops the sides, a 21:9 box the top and bottom. */
  draw: (context: SceneContext) => ReactNode;
}

/** Snow caps on peaks at x, y (the summit), `w` wide. */
const snow = (peaks: readonly (readonly [number, number, number])[]) =>
  peaks
    .map(
      ([x, y, w]) =>
        `M${x - w} ${y + w * 1.3}L${x} ${y}l${w} ${w * 1.3}-${w * 0.4} -${w * 0.2}-${w * 0.3} ${w * 0.4}-${w * 0.3}-${w * 0.5}-${w * 0.35} ${w * 0.45}Z`,
    )
    .join('');

/** Flat-roofed blocks [x, top, width] standing on `base`. */
const blocks = (base: number, list: readonly (readonly [number, number, number])[]) =>
  list.map(([x, top, w]) => `M${x} ${base}V${top}h${w}V${base}Z`).join('');

/** Santorini's whitewashed houses: [x, base, width, height]. */
const cubes = [
  [190, 368, 70, 52],
  [262, 368, 56, 64],
  [320, 368, 76, 48],
  [472, 368, 62, 58],
  [536, 368, 60, 46],
  [640, 380, 64, 50],
  [228, 436, 60, 50],
  [290, 436, 74, 60],
  [366, 436, 60, 44],
  [500, 436, 70, 56],
  [572, 436, 58, 48],
  [632, 440, 66, 60],
  [700, 452, 50, 44],
  [300, 500, 66, 48],
  [368, 500, 60, 56],
  [440, 500, 80, 44],
  [560, 500, 60, 52],
  [622, 500, 70, 46],
  [694, 510, 58, 54],
  [380, 562, 70, 46],
  [472, 562, 60, 52],
  [560, 562, 78, 44],
  [662, 566, 62, 50],
] as const;

/** A circle as a path, so it paints with a role like every other shape. */
const ring = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** Short slanted rain strokes over the sky, leaving out the boxes [x1, y1, x2, y2] given. */
const rain = (dry: readonly (readonly [number, number, number, number])[]) =>
  Array.from({ length: 70 }, (_, i) => [(i * 173 + 40) % 1200, 60 + ((i * 97) % 560)] as const)
    .filter(([x, y]) => !dry.some(([x1, y1, x2, y2]) => x >= x1 && x <= x2 && y >= y1 && y <= y2))
    .map(([x, y]) => `M${x} ${y}l-12 30`)
    .join('');

/** The Stone Arch Bridge's openings: [centre x, half width]. */
const stoneArches = [80, 210, 340, 470, 600, 730, 860, 990, 1120].map((x) => [x, 46] as const);

export const scenes: Record<SceneName, SceneArt> = {
  santorini: {
    sun: [930, 190, 56],
    stars: 'night',
    draw: ({ water }) => (
      <>
        <P r="far" d="M780 472c60-22 120-26 180-14 50-12 120-8 240 4v10H780Z" />
        <Sea y={470} fill={water} glint={930} />
        <P r="mid" d="M0 360c140-10 300-8 440 2s220 18 280 42c50 26 80 116 120 236l60 160H0Z" />
        <P r="near" d="M0 600c220-20 420 0 600 40 100 22 180 40 236 40l64 120H0Z" />
        <L r="light" d="M0 470c200-8 420 4 600 40M0 540c240-10 460 6 640 52" w={3} o={0.18} />
        <P
          r="light"
          d={cubes.map(([x, base, w, h]) => `M${x} ${base}v${-h}h${w}v${h}Z`).join('')}
        />
        <P
          r="window"
          d={cubes
            .map(
              ([x, base, w, h]) =>
                `M${x + w * 0.25} ${base - h * 0.6}h10v14h-10ZM${x + w * 0.6} ${base - h * 0.45}h10v18h-10Z`,
            )
            .join('')}
        />
        <P r="light" d="M400 368v-68h68v68ZM430 436v-44h50v44ZM600 368v-72h24v72Z" />
        <P
          r="accent"
          d="M400 300a34 34 0 0 1 68 0ZM430 392a25 25 0 0 1 50 0ZM598 296a14 14 0 0 1 28 0ZM432 250h4v18h-4ZM426 256h16v4h-16ZM453 352h4v14h-4Z"
        />
        <P r="window" d="M420 330h28v38h-28ZM606 312h12v16h-12Z" />
      </>
    ),
  },

  fuji: {
    sun: [930, 170, 46],
    stars: 'night',
    draw: ({ water }) => (
      <>
        <P r="far" d="M60 600c190-80 360-260 488-386 12-10 92-10 104 0 128 126 298 306 488 386Z" />
        <P
          r="light"
          d="M490 268c25-24 42-42 58-54 12-10 92-10 104 0 16 12 34 30 58 54l-20 14-22-20-20 28-20-26-24 30-20-32-24 28-22-24-24 18Z"
        />
        <P r="mid" d="M700 600c120-40 280-60 500-50v50Z" />
        <Sea y={600} fill={water} glint={930} />
        <P r="mid" d="M0 520c120-50 260-52 380-20 90 24 160 60 220 100v60H0Z" />
        <At x={300} y={500}>
          <Pagoda />
        </At>
        <Canopy
          r="foliage"
          dots={[
            [170, 500, 46],
            [220, 520, 40],
            [120, 540, 50],
            [380, 520, 42],
            [430, 546, 46],
            [350, 560, 40],
          ]}
        />
        <P r="near" d="M0 700c200-40 420-10 600 20s400-30 600-20v100H0Z" />
        <Canopy
          r="foliage"
          dots={[
            [60, 690, 60],
            [150, 720, 50],
            [1120, 700, 60],
            [1050, 730, 44],
          ]}
        />
      </>
    ),
  },

  'masai-mara': {
    sun: [760, 420, 110],
    moon: [760, 220, 40],
    stars: 'night',
    draw: () => (
      <>
        <P
          r="far"
          d="M0 520c120-15 200-50 300-52l120 2c40 20 100 30 180 30 100 0 160-20 260-22l120 4c60 18 140 23 220 26v52H0Z"
        />
        <P r="mid" d="M0 540c300-10 700 8 1200-4v264H0Z" />
        <At x={140} y={540} s={0.5}>
          <Acacia />
        </At>
        <At x={940} y={548} s={0.8}>
          <Acacia />
        </At>
        <At x={330} y={566} s={1.3}>
          <Acacia />
        </At>
        <At x={470} y={604} s={1.15}>
          <Giraffe />
        </At>
        <At x={790} y={596} s={0.9} flip>
          <Giraffe />
        </At>
        <P r="near" d="M0 680c260-30 560 10 860-20 140-12 260-2 340 8v132H0Z" />
        <L
          r="light"
          d="M80 700l-6-24M96 700l2-30M110 700l8-22M980 690l-6-24M996 690l2-30M1010 690l8-22M500 730l-6-24M516 730l2-30"
          w={3}
          o={0.5}
        />
      </>
    ),
  },

  patagonia: {
    sun: [880, 170, 46],
    stars: 'night',
    draw: ({ water }) => (
      <>
        <P
          r="far"
          d="M0 470l90-70 60 30 80-70 70 60 60-30 40 40 30 40ZM780 470l60-70 60 30 80-80 60 60 60-30 100 60v40H780Z"
        />
        <P
          r="mid"
          d="M458 430l6-130 6-70 10-26 14-6 10 22 6 80 6 130ZM556 430l6-150 6-100 10-32 14-10 12 16 8 66 6 210ZM646 430l6-130 8-86 12-22h14l10 20 6 90 6 128Z"
        />
        <P
          r="landmark"
          d="M494 198l10 22 6 80 6 130h-16l-2-130ZM592 138l12 16 8 66 6 210h-18l-4-200ZM686 190l10 20 6 90 6 128h-16l-4-130Z"
          o={0.35}
        />
        <P
          r="landmark"
          d="M280 540l100-90 60-30 30-40 50 20 40-30 60 10 40-20 60 40 60 40 120 100Z"
        />
        <P
          r="light"
          d="M380 450l60-30 10 14-40 18-30 8ZM470 380l50 20-20 6-36-14ZM660 360l60 40-10 6-56-34ZM560 370l60 10-24 8Z"
        />
        <Sea y={540} fill={water} glint={880} />
        <P
          r="near"
          d="M0 640c160-40 300-30 420 10 100 30 180 50 280 70v80H0ZM760 800c60-80 200-140 440-150v150Z"
        />
        <Canopy
          r="foliage"
          dots={[
            [60, 640, 26],
            [110, 628, 22],
            [300, 640, 24],
            [1080, 660, 26],
            [1140, 652, 30],
            [960, 690, 22],
          ]}
        />
      </>
    ),
  },

  tuscany: {
    sun: [880, 200, 50],
    stars: 'night',
    draw: () => (
      <>
        <P r="far" d="M0 470c160-50 320-40 480-8s300-38 480-38c100 2 180 16 240 28v348H0Z" />
        <P r="mid" d="M0 560c200-60 380-60 560-12 140 36 260-28 400-36 100-4 180 8 240 18v270H0Z" />
        <L
          r="near"
          d="M0 610c200-50 380-40 560 0M0 650c220-50 400-30 600 10M620 600c140-30 300-50 580-40"
          w={3}
          o={0.35}
        />
        <P r="light" d="M760 540v-50h120v50ZM840 492v-42h34v42Z" />
        <P r="accent" d="M752 492l18-22h100l18 22ZM836 452l21-16 21 16Z" />
        <P
          r="window"
          d="M776 506h12v16h-12ZM806 506h12v16h-12ZM852 462h10v14h-10ZM850 506h12v16h-12Z"
        />
        {(
          [
            [560, 556, 0.55],
            [600, 556, 0.6],
            [640, 552, 0.62],
            [680, 548, 0.66],
            [720, 544, 0.7],
          ] as const
        ).map(([x, y, s]) => (
          <At key={x} x={x} y={y} s={s}>
            <Cypress />
          </At>
        ))}
        <P
          r="light"
          d="M640 800c-40-60 60-100 0-140-40-30 40-60 120-100l10 2c-70 40-144 70-106 98 60 44-40 80 0 140Z"
          o={0.8}
        />
        <P r="near" d="M0 690c220-60 460-50 700 0 160 32 340-10 500-30v140H0Z" />
        {(
          [
            [200, 690, 1.2],
            [250, 684, 1.35],
            [300, 686, 1.1],
          ] as const
        ).map(([x, y, s]) => (
          <At key={x} x={x} y={y} s={s}>
            <Cypress />
          </At>
        ))}
      </>
    ),
  },

  dubai: {
    sun: [300, 210, 54],
    stars: 'night',
    draw: () => (
      <>
        <P
          r="far"
          d={blocks(580, [
            [60, 440, 50],
            [120, 400, 40],
            [170, 460, 60],
            [250, 420, 40],
            [740, 420, 50],
            [800, 360, 44],
            [860, 440, 60],
            [930, 380, 40],
            [980, 450, 60],
            [1050, 400, 50],
            [1110, 460, 60],
          ])}
        />
        <P
          r="landmark"
          d={`${blocks(600, [
            [340, 380, 46],
            [396, 420, 36],
            [440, 330, 40],
            [488, 400, 44],
            [664, 350, 44],
            [716, 410, 48],
            [774, 300, 36],
            [818, 390, 48],
          ])}M440 330l20-30 20 30ZM774 300l18-40 18 40ZM560 600V420h12V320h12V230h8V160h6l2-100h2l2 100h6v70h8v90h12v100h12v180Z`}
        />
        <Windows x={340} top={392} w={46} bottom={590} />
        <Windows x={440} top={344} w={40} bottom={590} />
        <Windows x={664} top={362} w={44} bottom={590} />
        <Windows x={774} top={312} w={36} bottom={590} />
        <Windows x={560} top={430} w={80} bottom={590} gap={14} size={4} />
        <Windows x={584} top={240} w={32} bottom={420} gap={10} size={3} />
        <P r="landmark" d="M926 600V290h6v20c50 30 90 130 108 290Z" />
        <L r="window" d="M950 340c30 40 50 120 60 250" w={4} dash="8 10" />
        <P r="mid" d="M0 610c200-40 380-20 560 20 140 30 300-20 480-30 80-4 120 0 160 6v194H0Z" />
        <L r="light" d="M0 610c200-40 380-20 560 20" w={3} o={0.6} />
        <P r="near" d="M0 700c240-60 520-40 760 20 140 36 320 0 440-20v100H0Z" />
        <L r="light" d="M0 700c240-60 520-40 760 20" w={3} o={0.5} />
      </>
    ),
  },

  'iceland-aurora': {
    sun: [900, 140, 30],
    stars: 'always',
    aurora: true,
    draw: ({ water }) => (
      <>
        <P
          r="far"
          d="M0 520l120-80 80 30 100-70 80 50 60-20 80 90ZM880 520l80-100 80 40 80-50 80 50v60Z"
        />
        <P
          r="mid"
          d="M520 560c40-40 80-120 120-200 20-40 40-60 60-64l30 4c30 40 70 120 100 170 30 40 70 70 130 90Z"
        />
        <L
          r="light"
          d="M604 440c40-4 110-6 196 2M574 490c60-6 180-8 290 4M640 380c30-4 70-4 110 2"
          w={5}
          o={0.7}
        />
        <P
          r="light"
          d="M700 296l30 4c10 14 20 30 30 48-20-10-40-14-60-12-10 2-24 8-34 16 12-26 22-48 34-56Z"
        />
        <Sea y={560} fill={water} glint={900} />
        <P r="near" d="M0 680c240-30 520-20 800 20 160 22 300 0 400-10v110H0Z" />
        <L r="light" d="M0 678c240-30 520-20 800 20 160 22 300 0 400-10" w={4} o={0.7} />
        <P r="accent" d="M240 668v-40h60v40Z" />
        <P r="landmark" d="M232 630l38-28 38 28Z" />
        <P r="window" d="M262 640h14v14h-14Z" />
      </>
    ),
  },

  bali: {
    sun: [880, 180, 48],
    stars: 'night',
    draw: () => (
      <>
        <P r="far" d="M200 470c120-50 240-170 320-220h40c80 50 200 170 340 220Z" />
        {[0, 1, 2, 3, 4, 5, 6].map((i) => {
          const y = 470 + i * 42;
          return (
            <g key={i}>
              <P
                r={i % 2 ? 'near' : 'mid'}
                d={`M0 ${y}c300-30 600 40 900 10s250-20 300-10V800H0Z`}
              />
              <L r="light" d={`M0 ${y}c300-30 600 40 900 10s250-20 300-10`} w={4} o={0.8} />
            </g>
          );
        })}
        <g>
          <P
            r="landmark"
            d="M450 700V600h12v-40h12v-40h12v-40h14v-40h14v-40h14v-40h12v-30l28-20v430Z"
          />
          <P
            r="accent"
            d="M450 620h130v10H450ZM474 520h106v8H474ZM500 440h80v8h-80ZM528 360h52v6h-52Z"
          />
        </g>
        <g transform="matrix(-1 0 0 1 1200 0)">
          <P
            r="landmark"
            d="M450 700V600h12v-40h12v-40h12v-40h14v-40h14v-40h14v-40h12v-30l28-20v430Z"
          />
          <P
            r="accent"
            d="M450 620h130v10H450ZM474 520h106v8H474ZM500 440h80v8h-80ZM528 360h52v6h-52Z"
          />
        </g>
        <P r="landmark" d="M420 700h360v14H420ZM400 714h400v14H400Z" />
        <At x={190} y={700} s={1.2}>
          <Palm />
        </At>
        <At x={1010} y={690} s={1.1} flip>
          <Palm />
        </At>
        <At x={1100} y={730} s={0.9}>
          <Palm />
        </At>
      </>
    ),
  },

  'machu-picchu': {
    sun: [300, 170, 44],
    stars: 'night',
    draw: () => (
      <>
        <P
          r="far"
          d="M0 480l100-80 80 30 80-70 80 60 80-40 60 60 40 40ZM860 480l100-100 80 40 80-60 80 40v80Z"
        />
        <P r="landmark" d="M440 560c30-40 60-60 90-60s50 30 70 60Z" />
        <P
          r="landmark"
          d="M500 560c60-60 100-160 140-280 20-60 50-100 76-104 28 2 44 44 58 104 26 100 66 200 146 280Z"
        />
        <P
          r="light"
          d="M360 420c40-20 100-16 140-2 40-8 100-4 120 12-80 6-180 4-260-10ZM760 380c30-14 80-12 110 0-40 6-80 6-110 0Z"
          o={0.75}
        />
        <P
          r="mid"
          d="M0 560c120-40 260-50 400-10l-40 80H0ZM820 560c120-40 260-36 380-10v100H820Z"
        />
        <P r="foliage" d="M0 640c200-50 400-70 600-68s400 28 600 68v160H0Z" />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <g key={i}>
            <P r="near" d={`M0 ${612 + i * 24}H${330 + i * 36}l12 24H0Z`} />
            <P r="light" d={`M0 ${612 + i * 24}H${330 + i * 36}l3 6H0Z`} />
          </g>
        ))}
        <P
          r="light"
          d={(
            [
              [420, 60, 40],
              [486, 44, 34],
              [540, 70, 44],
              [620, 50, 36],
              [680, 64, 42],
              [754, 48, 34],
              [812, 56, 38],
            ] as const
          )
            .map(([x, w, h]) => `M${x} 600v${-h}l${w / 2} -22 ${w / 2} 22v${h}Z`)
            .join('')}
        />
        <P
          r="landmark"
          d="M436 600v-20l6-10h8l6 10v20ZM556 600v-22l6-10h10l6 10v22ZM696 600v-22l6-10h10l6 10v22ZM828 600v-18l6-10h8l6 10v18Z"
        />
        <P r="near" d="M0 730c300-30 700-20 1200 0v70H0Z" />
      </>
    ),
  },

  paris: {
    sun: [860, 220, 48],
    stars: 'night',
    draw: () => (
      <>
        <P
          r="far"
          d={blocks(640, [
            [0, 560, 70],
            [70, 580, 90],
            [160, 550, 60],
            [220, 590, 120],
            [340, 570, 70],
            [760, 570, 80],
            [840, 550, 60],
            [900, 590, 110],
            [1010, 560, 80],
            [1090, 580, 110],
          ])}
        />
        <P
          r="landmark"
          d="M522 640c34-80 56-180 66-280l6-110 4-80h4l4 80 6 110c10 100 32 200 66 280h-34c-14-40-28-56-44-56s-30 16-44 56ZM570 354h60v10h-60ZM548 496h104v12H548ZM590 244h20v8h-20ZM598.5 120h3v50h-3Z"
        />
        <L
          r="light"
          d="M566 508l34 76 34-76M584 364l16 130 16-130M594 252l6 100 6-100"
          w={2}
          o={0.3}
        />
        {(
          [
            [0, 640, 150],
            [150, 620, 130],
            [280, 650, 160],
            [440, 672, 140],
            [580, 684, 120],
            [700, 652, 150],
            [850, 626, 140],
            [990, 640, 210],
          ] as const
        ).map(([x, top, w]) => (
          <g key={x}>
            <P r="mid" d={`M${x} ${top}l20-36h${w - 40}l20 36Z`} />
            <P
              r="near"
              d={`M${x} 800V${top}h${w}V800ZM${x + 24} ${top - 36}v-22h12v22ZM${x + w - 40} ${top - 36}v-18h12v18Z`}
            />
            <P
              r="window"
              d={`M${x + 30} ${top - 26}h10v14h-10ZM${x + w / 2 - 5} ${top - 26}h10v14h-10ZM${x + w - 40} ${top - 26}h10v14h-10Z`}
            />
            <Windows x={x} top={top + 16} w={w} bottom={800} gap={26} size={8} />
          </g>
        ))}
      </>
    ),
  },

  colorado: {
    sun: [920, 170, 44],
    stars: 'night',
    draw: ({ water }) => (
      <>
        <P
          r="far"
          d="M0 440l80-60 60 30 80-110 60 60 60-30 80-80 60 70 60-30 60 70 60-60 80-90 60 70 60-20 80 80 60-40 80 60 60-30 60 50v180H0Z"
        />
        <P
          r="light"
          d={snow([
            [220, 300, 34],
            [420, 250, 40],
            [740, 210, 44],
            [1000, 300, 30],
          ])}
        />
        <P
          r="mid"
          d="M0 520c160-50 300-40 420 0 100 30 220-20 340-30 140-10 280 30 440 10v300H0Z"
        />
        {Array.from({ length: 22 }, (_, i) => {
          const x = 20 + i * 54 + ((i * 37) % 20);
          const y = 528 + ((i * 53) % 40) - (i > 8 && i < 14 ? 20 : 0);
          return (
            <At key={i} x={x} y={y} s={0.32 + ((i * 7) % 5) * 0.03}>
              <Pine />
            </At>
          );
        })}
        <P
          r="near"
          d="M0 800V620c120-20 260 10 420 80l40 100ZM820 800c40-80 180-140 380-150v150Z"
        />
        <path
          d="M600 548c40 20-40 52 0 82 60 40-80 90-140 170h360c-60-60-100-110-130-150-30-40 10-70-50-102Z"
          fill={water}
        />
        <At x={100} y={720} s={1.6}>
          <Pine />
        </At>
        <At x={220} y={740} s={1.2}>
          <Pine />
        </At>
        <At x={1080} y={710} s={1.5}>
          <Pine />
        </At>
        <At x={980} y={740} s={1.1}>
          <Pine />
        </At>
      </>
    ),
  },

  kyoto: {
    sun: [320, 190, 44],
    stars: 'night',
    draw: () => (
      <>
        <P r="far" d="M0 500c160-60 300-70 460-30s260-30 420-40c120-6 220 20 320 40v330H0Z" />
        <At x={880} y={440} s={0.7}>
          <Pagoda body="landmark" />
        </At>
        <P r="mid" d="M0 600c240-30 500-20 760 0 160 12 320-10 440-4v204H0Z" />
        <P r="near" d="M550 560h100l270 240H280Z" />
        {(
          [
            [566, 0.3],
            [590, 0.5],
            [626, 0.72],
            [680, 1],
            [760, 1.4],
          ] as const
        ).map(([y, s]) => (
          <At key={y} x={600} y={y} s={s}>
            <Torii />
          </At>
        ))}
        <P
          r="landmark"
          d="M100 800c10-100 30-180 80-240l12 8c-40 60-52 140-52 232ZM150 620c-30-30-70-40-110-40v-10c44 0 86 14 118 42ZM1100 800c-10-100-30-180-80-240l-12 8c40 60 52 140 52 232Z"
        />
        <Canopy
          r="foliage"
          dots={[
            [60, 560, 60],
            [150, 520, 66],
            [240, 560, 54],
            [20, 480, 50],
            [110, 440, 48],
            [1140, 520, 64],
            [1050, 540, 58],
            [1170, 440, 50],
          ]}
        />
        <Canopy
          r="light"
          dots={[
            [200, 490, 34],
            [70, 510, 30],
            [1090, 480, 34],
            [1000, 580, 26],
          ]}
        />
      </>
    ),
  },

  'generic-beach': {
    sun: [820, 200, 56],
    stars: 'night',
    draw: ({ water }) => (
      <>
        <P r="far" d="M860 472c40-30 100-34 150-12l30 12Z" />
        <Sea y={470} fill={water} glint={820} />
        <P r="landmark" d="M560 480h80l-12 12h-56Z" />
        <P r="light" d="M600 474v-74l40 74ZM596 474v-64l-30 64Z" />
        <P r="mid" d="M0 640c200-30 420-20 640 10 200 26 380 10 560-10v160H0Z" />
        <L r="light" d="M0 640c200-30 420-20 640 10 200 26 380 10 560-10" w={6} o={0.85} />
        <P r="near" d="M0 730c300-30 700-10 1200 10v60H0Z" />
        <At x={250} y={700} s={1.4}>
          <Palm />
        </At>
        <At x={360} y={720} s={1} flip>
          <Palm />
        </At>
        <At x={980} y={720} s={1.2} flip>
          <Palm />
        </At>
      </>
    ),
  },

  city: {
    sun: [300, 200, 48],
    stars: 'night',
    draw: ({ water }) => (
      <>
        <P
          r="far"
          d={blocks(620, [
            [0, 480, 60],
            [70, 430, 50],
            [130, 500, 70],
            [210, 400, 40],
            [260, 460, 60],
            [600, 420, 50],
            [660, 470, 70],
            [900, 440, 60],
            [970, 380, 50],
            [1030, 470, 70],
            [1110, 420, 90],
          ])}
        />
        <P
          r="landmark"
          d={`${blocks(620, [
            [240, 420, 70],
            [320, 360, 60],
            [390, 450, 56],
            [456, 300, 64],
            [530, 400, 50],
            [590, 340, 70],
            [670, 440, 60],
            [740, 260, 64],
            [814, 380, 56],
            [880, 460, 80],
          ])}M456 300l32-40 32 40ZM484 262v-60h8v60ZM590 340a35 35 0 0 1 70 0ZM740 260l10-20h44l10 20ZM756 240l8-18h16l8 18ZM770 222v-40h4v40Z`}
        />
        <Windows x={240} top={432} w={70} bottom={612} />
        <Windows x={320} top={372} w={60} bottom={612} />
        <Windows x={456} top={312} w={64} bottom={612} />
        <Windows x={590} top={352} w={70} bottom={612} />
        <Windows x={740} top={272} w={64} bottom={612} />
        <Windows x={880} top={472} w={80} bottom={612} />
        <Sea y={620} fill={water} glint={300} />
        <P r="near" d="M0 700h1200v100H0Z" />
        <L r="light" d="M0 700h1200" w={3} o={0.4} />
      </>
    ),
  },

  mountains: {
    sun: [300, 170, 46],
    stars: 'night',
    draw: () => (
      <>
        <P
          r="far"
          d="M0 500l120-120 80 60 120-140 100 120 60-40 120 160ZM760 520l100-160 80 80 100-120 80 90 80-50v160Z"
        />
        <P
          r="light"
          d={snow([
            [320, 300, 40],
            [1040, 320, 36],
          ])}
        />
        <P r="landmark" d="M400 560l120-160 60-140 32-90h16l22 56 50 80 60 80 100 174Z" />
        <P r="light" d="M596 210l16-40h16l22 56-10 20-12-20-12 30-12-20-10 14-6-14Z" />
        <P r="light" d="M612 170l-32 90-60 140-120 160h140l30-160 30-140Z" o={0.22} />
        <P r="mid" d="M0 540c200-30 380-10 520 20h200c140-30 300-50 480-40v300H0Z" />
        <P r="near" d="M0 620c200-40 420-20 640 10 200 26 360-20 560-30v200H0Z" />
        <P r="accent" d="M790 640v-44h100v44Z" />
        <P r="landmark" d="M770 600l70-44 70 44-8 6-62-38-62 38Z" />
        <P r="window" d="M808 610h16v16h-16ZM856 610h16v16h-16ZM832 580h16v12h-16Z" />
        <At x={120} y={660} s={1.1}>
          <Pine />
        </At>
        <At x={200} y={680} s={0.8}>
          <Pine />
        </At>
        <At x={1060} y={650} s={1}>
          <Pine />
        </At>
        <At x={980} y={670} s={0.7}>
          <Pine />
        </At>
      </>
    ),
  },

  desert: {
    sun: [880, 230, 64],
    stars: 'night',
    draw: () => (
      <>
        <P
          r="far"
          d="M0 520c160-40 300-50 440-20 120 26 220-10 360-30 140-18 280 10 400 30v300H0Z"
        />
        <P
          r="mid"
          d="M0 600c180-40 360-60 520-20 120 30 240-20 380-40 140-18 220 0 300 20v240H0Z"
        />
        <L r="light" d="M520 580c120 30 240-20 380-40 140-18 220 0 300 20" w={3} o={0.6} />
        <At x={540} y={586} s={0.8}>
          <Camel />
        </At>
        <At x={660} y={566} s={0.7}>
          <Camel />
        </At>
        <At x={770} y={550} s={0.6}>
          <Camel />
        </At>
        <P r="near" d="M0 700c240-60 500-50 700 0 160 40 340 0 500-20v120H0Z" />
        <L r="light" d="M0 700c240-60 500-50 700 0 160 40 340 0 500-20" w={3} o={0.6} />
        <L
          r="light"
          d="M100 740c80-14 160-14 240 0M420 760c100-16 200-10 280 6M860 750c80-14 160-16 240-6"
          w={2}
          o={0.3}
        />
      </>
    ),
  },
  minneapolis: {
    sun: [980, 170, 44],
    stars: 'night',
    draw: ({ water }) => (
      <>
        <P
          r="far"
          d={blocks(560, [
            [40, 450, 60],
            [110, 420, 50],
            [170, 470, 70],
            [860, 440, 60],
            [930, 400, 50],
            [990, 460, 70],
            [1070, 430, 80],
          ])}
        />
        {/* The flour mills by the river: silos and the tall mill under its sign. */}
        <P
          r="mid"
          d="M200 560V420a20 20 0 0 1 40 0V560ZM244 560V420a20 20 0 0 1 40 0V560ZM288 560V420a20 20 0 0 1 40 0V560ZM332 560V370h90v190Z"
        />
        <P r="accent" d="M326 338h102v24H326Z" />
        <L r="accent" d="M344 362v8M410 362v8" w={4} />
        <P
          r="landmark"
          d={`${blocks(560, [
            [440, 370, 44],
            [486, 270, 56],
            [562, 190, 70],
            [650, 250, 58],
            [728, 330, 48],
            [790, 380, 60],
          ])}M494 270v-18h40v18ZM502 252v-16h24v16ZM510 236v-20h8v20ZM562 190l12-14h46l12 14ZM676 250v-18h6v18Z`}
        />
        <L r="landmark" d={ring(679, 214, 22)} w={7} />
        <L r="light" d="M574 200V556M620 200V556" w={2} o={0.35} />
        <Windows x={486} top={284} w={56} bottom={552} />
        <Windows x={562} top={206} w={70} bottom={552} gap={14} />
        <Windows x={650} top={262} w={58} bottom={552} />
        <Windows x={790} top={392} w={60} bottom={552} />
        <Sea y={560} fill={water} glint={980} />
        {/* The Stone Arch Bridge: a long limestone deck on round arches over the Mississippi. */}
        <P r="light" d="M0 596c300-14 900-14 1200 0v52H0Z" />
        <L r="landmark" d="M0 596c300-14 900-14 1200 0" w={4} o={0.45} />
        <path
          d={stoneArches
            .map(([x, h]) => `M${x - h} 648V630a${h} 34 0 0 1 ${2 * h} 0V648Z`)
            .join('')}
          fill={water}
        />
        <L
          r="waterLight"
          d={stoneArches.map(([x, h]) => `M${x - h + 8} 668h${2 * h - 16}`).join('')}
          w={3}
          o={0.4}
        />
        <P r="near" d="M0 800V720c120-14 240 4 340 40 40 14 70 28 90 40Z" />
        <Canopy
          r="foliage"
          dots={[
            [40, 700, 50],
            [120, 712, 44],
            [200, 730, 40],
          ]}
        />
      </>
    ),
  },

  flights: {
    sun: [1000, 150, 46],
    stars: 'night',
    draw: () => (
      <>
        <Canopy
          r="light"
          dots={[
            [170, 262, 30],
            [215, 246, 46],
            [270, 240, 56],
            [330, 256, 40],
            [880, 470, 34],
            [930, 452, 48],
            [990, 466, 36],
          ]}
        />
        <P
          r="far"
          d={blocks(650, [
            [720, 600, 40],
            [770, 570, 30],
            [810, 610, 50],
            [870, 590, 36],
            [920, 620, 60],
          ])}
        />
        <P r="far" d="M0 650c200-16 420-10 600-4 240 8 420 2 600-6v160H0Z" />
        <P r="mid" d="M0 700h1200v100H0Z" />
        <L r="light" d="M0 752H1200" w={8} dash="48 36" o={0.8} />
        <P r="landmark" d="M150 700V580h24v120ZM126 580l10-36h78l10 36Z" />
        <P r="window" d="M142 552h66v18h-66Z" />
        {/* Climbing to the upper right; the contrails trail down to the left. */}
        <g transform="translate(690 320) rotate(58)">
          <L r="light" d="M51 30V1000M-51 30V1000" w={18} o={0.45} />
          <L r="light" d="M51 30V1000M-51 30V1000" w={6} o={0.9} />
          <At x={0} y={0} s={1.1}>
            <Plane />
          </At>
          <P r="window" d={`${ring(120, 28, 5)}${ring(-120, 28, 5)}`} />
        </g>
      </>
    ),
  },

  passport: {
    sun: [960, 150, 42],
    stars: 'night',
    draw: () => (
      <>
        <P r="far" d="M0 470c160-40 320-50 480-20s300 10 460-10c100-12 180-6 260 6v354H0Z" />
        <P r="mid" d="M0 540h1200v260H0Z" />
        <L r="near" d="M0 600h1200M0 680h1200M0 760h1200" w={3} o={0.35} />
        {/* A map under the passport, with a dashed route. */}
        <P r="light" d="M170 500l380-36 50 300-400 36Z" o={0.9} />
        <L r="foliage" d="M210 720c50-60 110-20 160-70s90-90 160-80" w={5} dash="12 12" />
        <g transform="rotate(-4 700 560)">
          <P r="accent" d="M430 372h540v340H430Z" />
          <P r="light" d="M444 386h250v312H444ZM706 386h250v312H706Z" />
          <L r="landmark" d="M700 386V698" w={3} o={0.35} />
          {/* The photo page: portrait, details and the machine-readable lines. */}
          <P r="far" d="M470 416h86v106h-86Z" />
          <P
            r="landmark"
            d={`${ring(513, 452, 18)}M485 522c4-30 18-44 28-44s24 14 28 44Z`}
            o={0.75}
          />
          <L r="far" d="M576 430h90M576 456h72M576 482h90M470 552h196M470 578h170" w={8} o={0.7} />
          <L r="landmark" d="M470 640h196M470 664h196" w={6} dash="9 5" o={0.45} />
          {/* The visa page: entry stamps. */}
          <L r="aurora" d={`${ring(790, 470, 52)}${ring(790, 470, 38)}`} w={5} />
          <g transform="translate(790 470) rotate(45) scale(0.2)">
            <Plane r="aurora" />
          </g>
          <g transform="rotate(-14 870 610)">
            <L r="foliage" d="M806 574h128v70H806Z" w={6} />
            <L r="foliage" d="M822 598h96M822 620h64" w={6} />
          </g>
          <L r="accent" d={ring(900, 450, 34)} w={4} dash="8 6" />
        </g>
      </>
    ),
  },

  insurance: {
    sun: [220, 120, 44],
    stars: 'night',
    draw: ({ water }) => (
      <>
        <Canopy
          r="far"
          dots={[
            [80, 120, 60],
            [160, 96, 80],
            [260, 112, 66],
            [340, 128, 48],
            [20, 140, 50],
          ]}
        />
        <L
          r="waterLight"
          d={rain([
            [330, 230, 800, 800],
            [780, 260, 990, 600],
          ])}
          w={3}
          o={0.8}
        />
        <P r="mid" d="M0 640c300-22 700-22 1200 0v160H0Z" />
        <P r="near" d="M0 730c300-16 800-16 1200 6v64H0Z" />
        <path d="M160 700c40-14 140-14 180 0s-140 14-180 0Z" fill={water} />
        {/* Cover: the umbrella over the luggage... */}
        <P
          r="accent"
          d="M360 430C360 320 450 250 560 250S760 320 760 430q-33.3-28-66.7 0q-33.3-28-66.7 0q-33.3-28-66.7 0q-33.3-28-66.7 0q-33.3-28-66.7 0q-33.2-28-66.5 0Z"
        />
        <L
          r="landmark"
          d="M560 254L426.7 430M560 254L493.3 430M560 254V430M560 254l66.7 176M560 254l133.3 176"
          w={3}
          o={0.25}
        />
        <P r="landmark" d="M556 252v-26h8v26Z" />
        <L r="landmark" d="M560 430V606c0 36 46 36 46 0" w={12} />
        <At x={470} y={652} s={0.62}>
          <Suitcase body="glow" />
        </At>
        {/* ...and the shield of a policy that pays. */}
        <P
          r="foliage"
          d="M880 300c26 18 60 28 96 28v92c0 70-48 112-96 134-48-22-96-64-96-134v-92c36 0 70-10 96-28Z"
        />
        <L r="light" d="M836 426l30 30 58-64" w={16} />
      </>
    ),
  },

  planning: {
    sun: [990, 160, 44],
    stars: 'night',
    draw: () => (
      <>
        <P r="far" d="M0 500c200-50 400-40 560-10s340 0 640-30v340H0Z" />
        <P r="mid" d="M0 640c300-12 900-12 1200 0v160H0Z" />
        <L r="light" d="M560 300C650 200 740 190 820 226" w={5} dash="14 12" o={0.9} />
        <g transform="translate(860 236) rotate(72) scale(0.36)">
          <Plane />
        </g>
        {/* The checklist: three ticks done, two to go. */}
        <P
          r="landmark"
          d="M250 262h280c8 0 14 6 14 14v362c0 8-6 14-14 14H250c-8 0-14-6-14-14V276c0-8 6-14 14-14Z"
        />
        <P r="light" d="M262 300h256v334H262Z" />
        <P r="far" d="M344 244h92c6 0 10 4 10 10v40h-112v-40c0-6 4-10 10-10Z" />
        {[0, 1, 2, 3, 4].map((i) => {
          const y = 350 + i * 58;
          return (
            <g key={i}>
              <L r="landmark" d={`M284 ${y - 16}h30v30h-30Z`} w={4} o={0.7} />
              {i < 3 ? <L r="foliage" d={`M288 ${y}l9 11 22-28`} w={7} /> : null}
              <L r="far" d={`M334 ${y}h${140 - (i % 2) * 40}`} w={10} o={0.7} />
            </g>
          );
        })}
        <At x={770} y={644} s={1.55}>
          <Suitcase />
        </At>
      </>
    ),
  },

  'digital-nomad': {
    sun: [900, 190, 50],
    stars: 'night',
    draw: ({ water }) => (
      <>
        <P r="far" d="M760 472c50-36 130-40 200-12l40 12Z" />
        <Sea y={470} fill={water} glint={900} />
        <P r="mid" d="M0 600c300-30 800-20 1200 10v190H0Z" />
        <L r="light" d="M0 600c300-30 800-20 1200 10" w={6} o={0.8} />
        <At x={200} y={660} s={1.45}>
          <Palm />
        </At>
        <At x={1060} y={640} s={1.1} flip>
          <Palm />
        </At>
        {/* A desk on the sand: the laptop, a coffee and the Wi-Fi it runs on. */}
        <P r="near" d="M380 640h440v18H380ZM410 658h16v130h-16ZM774 658h16v130h-16Z" />
        <At x={590} y={640} s={1.1}>
          <Laptop />
        </At>
        <L r="light" d="M520 506h86M520 530h112M520 554h64M520 578h96" w={8} o={0.6} />
        <L r="accent" d="M538 430q52-44 104 0M560 452q30-24 60 0" w={9} />
        <P r="accent" d={ring(590, 474, 8)} />
        <P r="light" d="M712 640v-38h36v38Z" />
        <L r="light" d="M748 612c14 0 14 18 0 18" w={5} />
      </>
    ),
  },

  family: {
    sun: [250, 160, 46],
    stars: 'night',
    draw: () => (
      <>
        <P r="far" d="M0 520c200-60 400-60 600-20s400 20 600-10v310H0Z" />
        <P r="mid" d="M0 600c300-40 700-40 1200 0v200H0Z" />
        <At x={1080} y={590} s={0.9}>
          <P r="landmark" d="M-8 0v-110h16V0Z" />
        </At>
        <Canopy
          r="foliage"
          dots={[
            [1060, 470, 50],
            [1110, 450, 56],
            [1090, 410, 44],
            [1140, 490, 40],
          ]}
        />
        <At x={905} y={240}>
          <Kite line={[-175, 410]} />
        </At>
        <At x={520} y={696} s={1.15}>
          <Person />
        </At>
        <At x={612} y={698} s={1.04}>
          <Person />
        </At>
        <At x={700} y={704} s={0.66}>
          <Person />
        </At>
        <At x={440} y={704} s={0.6}>
          <Person />
        </At>
        <P r="near" d="M0 700c300-20 800-20 1200 10v90H0Z" />
        <P
          r="light"
          d="M140 760c4-8 12-8 16 0M180 750c4-8 12-8 16 0M1000 770c4-8 12-8 16 0"
          o={0.8}
        />
      </>
    ),
  },

  solo: {
    sun: [840, 360, 64],
    moon: [840, 200, 40],
    stars: 'night',
    draw: () => (
      <>
        <P
          r="far"
          d="M0 470l120-100 90 50 120-130 110 110 80-40 120 90 100-120 130 100 90-50 120 90 120-60V800H0Z"
        />
        <P
          r="light"
          d={snow([
            [330, 290, 34],
            [740, 320, 30],
            [970, 370, 24],
          ])}
        />
        <P r="mid" d="M0 560c160-40 320-50 480-30s360 20 720-20v290H0Z" />
        <L
          r="landmark"
          d="M930 250l14 10 14-10M980 280l10 8 10-8M880 300l10 8 10-8"
          w={3}
          o={0.6}
        />
        <P
          r="near"
          d="M0 800V640c120-20 260-30 380-20 100 8 180-10 260-20 50-4 90 10 110 40l60 160Z"
        />
        {/* One traveller on the ridge, backpack on, looking out. */}
        <At x={640} y={602} s={1.15}>
          <Person />
          <P
            r="accent"
            d="M-19-140h38c5 0 8 3 8 8v54c0 5-3 8-8 8h-38c-5 0-8-3-8-8v-54c0-5 3-8 8-8Z"
          />
          <P r="light" d="M-24-151h48c3 0 5 2 5 5v6h-58v-6c0-3 2-5 5-5Z" />
          <L r="landmark" d="M44-80L66 0" w={4} />
        </At>
      </>
    ),
  },
};
