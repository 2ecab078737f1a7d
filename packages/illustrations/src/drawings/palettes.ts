/**
 * Colours of the scene illustrations: raw, typed data (no CSS), like `@travel/ui/tokens`.
 * `SceneInline.css.ts` turns each scene's day and night palette into CSS variables, the night one
 * under `:root.dark`, so a scene repaints with the theme class and never re-renders.
 */

import { SCENES } from '@travel/catalog';

/**
 * The illustration keys: the catalog's `SCENES` (places first, then topics — flights,
 * documents, insurance, planning, ways of travelling), the one list of them. Every key has a
 * palette here and a drawing in `scenes.tsx`; TypeScript reports a key without either.
 */
export const sceneNames = SCENES;
export type SceneName = (typeof sceneNames)[number];

/** The colour roles every drawing paints with. */
export interface SceneColors {
  /** Sky gradient, zenith to horizon. */
  skyTop: string;
  skyMid: string;
  skyBottom: string;
  /** Sun by day, moon and stars by night. */
  glow: string;
  /** Terrain layers, back to front. */
  far: string;
  mid: string;
  near: string;
  /** Water gradient, horizon to shore, and the glints on it. */
  water: string;
  waterDeep: string;
  waterLight: string;
  /** The main silhouette (towers, trees, animals). */
  landmark: string;
  /** Pale surfaces: whitewash, snow, granite, sand ridges. */
  light: string;
  /** The place's signature colour: blue domes, vermilion torii, terracotta roofs. */
  accent: string;
  foliage: string;
  /** Windows: dark glass by day, lit by night. */
  window: string;
  aurora: string;
  auroraEdge: string;
}

export type SceneColorRole = keyof SceneColors;

export interface ScenePalette {
  day: SceneColors;
  night: SceneColors;
}

const day: SceneColors = {
  skyTop: '#4f9fe3',
  skyMid: '#9dcff3',
  skyBottom: '#fbe7c6',
  glow: '#ffd66b',
  far: '#9fb9cc',
  mid: '#6f9467',
  near: '#3f6140',
  water: '#4c9ed0',
  waterDeep: '#1f5f8f',
  waterLight: '#eaf7ff',
  landmark: '#2d3a4d',
  light: '#f8f5ee',
  accent: '#1d5fbf',
  foliage: '#3c7a3f',
  window: '#4a5a70',
  aurora: '#5ef2a6',
  auroraEdge: '#a78bfa',
};

const night: SceneColors = {
  skyTop: '#040918',
  skyMid: '#0c1836',
  skyBottom: '#22375f',
  glow: '#f3f1e4',
  far: '#1d2c48',
  mid: '#152238',
  near: '#0b1526',
  water: '#14294a',
  waterDeep: '#07132a',
  waterLight: '#9db3d6',
  landmark: '#091120',
  light: '#aab6cc',
  accent: '#2b4c8c',
  foliage: '#12263a',
  window: '#ffcf5c',
  aurora: '#43e59a',
  auroraEdge: '#8b6cf0',
};

function palette(dayColors: Partial<SceneColors>, nightColors: Partial<SceneColors>): ScenePalette {
  return { day: { ...day, ...dayColors }, night: { ...night, ...nightColors } };
}

export const scenePalettes: Record<SceneName, ScenePalette> = {
  santorini: palette(
    {
      skyTop: '#3d8ee0',
      skyMid: '#8cc8f2',
      skyBottom: '#fde2c0',
      far: '#8c8fa8',
      mid: '#8a4b3a',
      near: '#5e3127',
      water: '#1f7fc4',
      waterDeep: '#0b4a8a',
      accent: '#1f5fc4',
      window: '#3d5a80',
    },
    { far: '#242a44', mid: '#2c1d28', near: '#1a1119', accent: '#22407a', light: '#c2cbe0' },
  ),
  fuji: palette(
    {
      skyTop: '#6aa8e0',
      skyMid: '#b7d9f0',
      skyBottom: '#fde1d3',
      far: '#5d79a8',
      mid: '#3f6b4e',
      near: '#26442f',
      accent: '#d23a26',
      foliage: '#f2a7bf',
      water: '#6a9cc9',
      waterDeep: '#34628f',
    },
    { far: '#26365a', mid: '#13261f', near: '#0a1712', accent: '#7a2a22', foliage: '#5a3a52' },
  ),
  'masai-mara': palette(
    {
      skyTop: '#f39a4d',
      skyMid: '#f9c46f',
      skyBottom: '#fde7a6',
      glow: '#fff2c4',
      far: '#b9895a',
      mid: '#d8a44f',
      near: '#a9762c',
      landmark: '#3b2416',
      light: '#f3d28a',
    },
    {
      skyTop: '#070b1f',
      skyMid: '#1b1f45',
      skyBottom: '#4a3a5e',
      far: '#2b2440',
      mid: '#2a2233',
      near: '#1a1522',
      landmark: '#07060c',
      light: '#5a4b5c',
    },
  ),
  patagonia: palette(
    {
      skyTop: '#3f86d6',
      skyMid: '#98c8ee',
      skyBottom: '#e9f2f7',
      far: '#c9d6e3',
      mid: '#8e8a8c',
      near: '#4d6b3c',
      landmark: '#6f6a70',
      water: '#3fb4c4',
      waterDeep: '#17798c',
      foliage: '#7a8f3e',
    },
    {
      mid: '#262c3e',
      landmark: '#1e2435',
      water: '#15404e',
      waterDeep: '#082530',
      foliage: '#1a2a1c',
    },
  ),
  tuscany: palette(
    {
      skyTop: '#5aa0de',
      skyMid: '#a9d2ef',
      skyBottom: '#fbe2b4',
      far: '#9fb48a',
      mid: '#b9b45a',
      near: '#7a8f3a',
      light: '#ecd9b4',
      accent: '#c0582e',
      foliage: '#2f4f2a',
      landmark: '#3f3426',
    },
    {
      far: '#1e2b33',
      mid: '#232a2a',
      near: '#141c18',
      light: '#6e6858',
      accent: '#5a2f24',
      foliage: '#0b140e',
    },
  ),
  dubai: palette(
    {
      skyTop: '#7fb2dc',
      skyMid: '#d3e2e9',
      skyBottom: '#f8dcb0',
      glow: '#fff0c2',
      far: '#b3bccb',
      mid: '#e2b676',
      near: '#c98d4a',
      landmark: '#4a5568',
      light: '#f3c98a',
      window: '#8fa6bf',
    },
    { far: '#1d2743', mid: '#3a2e35', near: '#261d25', landmark: '#0f1629', light: '#4a3c44' },
  ),
  'iceland-aurora': palette(
    {
      skyTop: '#0f2a56',
      skyMid: '#2d5c8f',
      skyBottom: '#f2b8a0',
      glow: '#f7f3e3',
      far: '#7e93b4',
      mid: '#3a4a66',
      near: '#1b2230',
      water: '#3a6f9e',
      waterDeep: '#1c3f66',
      light: '#e9f0fa',
      accent: '#c0392b',
      aurora: '#6ff5b2',
      auroraEdge: '#b89cff',
    },
    { far: '#2a3a58', mid: '#141f33', near: '#070b13', accent: '#7a2a22', light: '#b5c3dd' },
  ),
  bali: palette(
    {
      skyTop: '#4fa6dc',
      skyMid: '#a5dbe8',
      skyBottom: '#fbe9b6',
      far: '#7e9bb0',
      mid: '#7fb34a',
      near: '#4e8a2f',
      foliage: '#2f6b2a',
      landmark: '#5a4334',
      light: '#b8d98a',
      accent: '#8a5a3c',
    },
    {
      mid: '#17301f',
      near: '#0f2216',
      foliage: '#0a1a10',
      landmark: '#120c0a',
      light: '#294a30',
      accent: '#2a1b14',
    },
  ),
  'machu-picchu': palette(
    {
      skyTop: '#5f9fd6',
      skyMid: '#b3d3ea',
      skyBottom: '#eef1ea',
      far: '#7c94a6',
      mid: '#3f6a45',
      near: '#5f8a3f',
      landmark: '#2c4f33',
      light: '#c9c3b4',
      foliage: '#6f9a4a',
    },
    { mid: '#112219', near: '#18281a', landmark: '#0a1610', light: '#4b5366', foliage: '#1c3020' },
  ),
  paris: palette(
    {
      skyTop: '#7aa9df',
      skyMid: '#c5d8ef',
      skyBottom: '#fbd9c9',
      far: '#b5bfd4',
      mid: '#8894ad',
      near: '#4b5670',
      landmark: '#4a4546',
      light: '#e6dccb',
      window: '#6b7894',
    },
    { mid: '#1a2440', near: '#0e1528', landmark: '#1c1a22', light: '#3a3d52' },
  ),
  colorado: palette(
    {
      skyTop: '#3d8ddc',
      skyMid: '#9acdf2',
      skyBottom: '#e6f3fb',
      far: '#7d8fb0',
      mid: '#5a6f8e',
      near: '#2f5a3a',
      foliage: '#1f4a2c',
      water: '#5aa7d6',
      waterDeep: '#2a6f9f',
      light: '#f5f8fc',
    },
    { far: '#25334f', mid: '#1a253c', foliage: '#08150d', near: '#0e1c14', light: '#8f9dba' },
  ),
  kyoto: palette(
    {
      skyTop: '#6fa3d4',
      skyMid: '#c7dcec',
      skyBottom: '#fbe3cc',
      far: '#8ea3a0',
      mid: '#52725a',
      near: '#a8b08a',
      accent: '#d9381e',
      foliage: '#c2410c',
      light: '#f4a35a',
      landmark: '#2f2a2a',
    },
    {
      far: '#1e2b3a',
      mid: '#132219',
      near: '#2a2a26',
      accent: '#8c2a1b',
      foliage: '#5a1f0c',
      light: '#7a4a26',
    },
  ),
  'generic-beach': palette(
    {
      skyTop: '#2f95e0',
      skyMid: '#8fd3f5',
      skyBottom: '#e8f8fb',
      far: '#6fa3b8',
      mid: '#f2d9a2',
      near: '#e8c685',
      water: '#27b3c9',
      waterDeep: '#0c7ea8',
      landmark: '#3a4b3a',
      foliage: '#2f7a3a',
      light: '#ffffff',
    },
    {
      mid: '#3a3a4a',
      near: '#2b2b38',
      landmark: '#070b14',
      foliage: '#0b1a14',
      water: '#123458',
      light: '#c6d3ea',
    },
  ),
  city: palette(
    {
      skyTop: '#5c97d6',
      skyMid: '#b0cfee',
      skyBottom: '#f6e3d0',
      far: '#a9b6cb',
      mid: '#7686a0',
      near: '#3c4657',
      landmark: '#4f5d75',
      window: '#c3d2e6',
    },
    { far: '#1a2540', mid: '#121c33', near: '#0a1120', landmark: '#0f172a' },
  ),
  mountains: palette(
    {
      skyTop: '#3a86d6',
      skyMid: '#a2d1f3',
      skyBottom: '#eef6fb',
      far: '#9fb2cc',
      mid: '#3f6e4c',
      near: '#5f9a4a',
      landmark: '#57637a',
      foliage: '#2c5a34',
      accent: '#8a4b2a',
      water: '#4a9bc8',
    },
    {
      far: '#28375a',
      mid: '#0e1d18',
      near: '#10201a',
      landmark: '#1a2338',
      foliage: '#08140c',
      accent: '#3a2418',
    },
  ),
  desert: palette(
    {
      skyTop: '#4d9ad8',
      skyMid: '#a8d3ec',
      skyBottom: '#fde6b8',
      glow: '#fff4c9',
      far: '#e9b879',
      mid: '#e0a15a',
      near: '#c97f3a',
      light: '#f7cf92',
      landmark: '#4a2c18',
    },
    { far: '#3a2f4a', mid: '#2e2438', near: '#221a2a', light: '#4a3a52', landmark: '#08060c' },
  ),
  minneapolis: palette(
    {
      skyTop: '#5b9bd9',
      skyMid: '#b4d3ef',
      skyBottom: '#f6e1cf',
      far: '#a7b5c9',
      mid: '#9a7560',
      near: '#3e5f3a',
      landmark: '#34435a',
      light: '#d8c4a0',
      accent: '#c8342b',
      window: '#a9c1dc',
      water: '#3f7fae',
      waterDeep: '#1d4f78',
      foliage: '#2f6b35',
    },
    {
      far: '#1a2540',
      mid: '#2a1e22',
      near: '#0b1610',
      landmark: '#0e1628',
      light: '#8a8796',
      accent: '#e0483a',
      water: '#12284a',
      foliage: '#0a1a10',
    },
  ),
  flights: palette(
    {
      skyTop: '#2f7fd6',
      skyMid: '#8cc4f0',
      skyBottom: '#e3f1fb',
      far: '#9bb3c9',
      mid: '#6b7f95',
      landmark: '#334155',
      light: '#ffffff',
      window: '#5b7fa6',
    },
    { far: '#1d2b46', mid: '#141e33', landmark: '#a9b8cf', light: '#53658a', window: '#ffcf5c' },
  ),
  passport: palette(
    {
      skyTop: '#6aa6dc',
      skyMid: '#bcd9ef',
      skyBottom: '#f7e6cf',
      far: '#94a8bd',
      mid: '#c89b6d',
      near: '#8a6240',
      light: '#fbf7ee',
      accent: '#1f3b73',
      foliage: '#2f7d4a',
      landmark: '#334155',
      // The entry stamp's ink.
      aurora: '#c2410c',
    },
    {
      far: '#2a3550',
      mid: '#3a2c28',
      near: '#20160f',
      light: '#c9c2b0',
      accent: '#1b2f5e',
      foliage: '#2f7d4a',
      landmark: '#1e2535',
      aurora: '#b4410f',
    },
  ),
  insurance: palette(
    {
      skyTop: '#5f86b3',
      skyMid: '#a9c3dc',
      skyBottom: '#eef2f5',
      far: '#8796ab',
      mid: '#6f9a5a',
      near: '#4b7040',
      accent: '#d9482b',
      foliage: '#1f8a5b',
      light: '#ffffff',
      landmark: '#334155',
      water: '#7fa9cf',
      waterLight: '#4f6f94',
    },
    {
      far: '#2a3550',
      mid: '#15261a',
      near: '#0d1a10',
      accent: '#b33a26',
      foliage: '#1b7a50',
      light: '#e2e8f0',
      landmark: '#0b1220',
      water: '#1c3556',
      waterLight: '#7f9cc6',
    },
  ),
  planning: palette(
    {
      skyTop: '#5da2dc',
      skyMid: '#b8dbf1',
      skyBottom: '#fde8c8',
      far: '#8193aa',
      mid: '#d9c29a',
      near: '#b89a6e',
      landmark: '#6b4423',
      light: '#fffdf7',
      accent: '#e0562b',
      foliage: '#1f8a5b',
    },
    {
      far: '#3a4a66',
      mid: '#3a3026',
      near: '#2a231c',
      landmark: '#2a1a10',
      light: '#c9c2b0',
      accent: '#a8421f',
      foliage: '#2f9a6b',
    },
  ),
  'digital-nomad': palette(
    {
      skyTop: '#2f95e0',
      skyMid: '#8fd3f5',
      skyBottom: '#fdf0d5',
      far: '#6fa3b8',
      mid: '#f2d9a2',
      near: '#a8764a',
      water: '#27b3c9',
      waterDeep: '#0c7ea8',
      landmark: '#3a3f4b',
      window: '#7dd3fc',
      light: '#ffffff',
      accent: '#0f766e',
      foliage: '#2f7a3a',
    },
    {
      mid: '#3a3a4a',
      near: '#2a1e16',
      landmark: '#070b14',
      window: '#9ee7ff',
      foliage: '#0b1a14',
      water: '#123458',
      accent: '#2bb3a3',
      light: '#c6d3ea',
    },
  ),
  family: palette(
    {
      skyTop: '#4ea3e0',
      skyMid: '#a8d8f2',
      skyBottom: '#fdf3d6',
      far: '#8fc07a',
      mid: '#79b04f',
      near: '#5a9140',
      foliage: '#2f6b2a',
      landmark: '#2f3a4d',
      accent: '#e94f37',
      light: '#fff7e0',
    },
    {
      far: '#1b3326',
      mid: '#14261a',
      near: '#0d1a10',
      foliage: '#0a160d',
      landmark: '#05080f',
      accent: '#c2412f',
      light: '#c7cbd6',
    },
  ),
  solo: palette(
    {
      skyTop: '#4a6fa5',
      skyMid: '#f2a38a',
      skyBottom: '#fde3b5',
      glow: '#fff1c1',
      far: '#8a7fa6',
      mid: '#5a5478',
      near: '#2f2a40',
      landmark: '#1a1726',
      accent: '#e0562b',
      light: '#f3ede4',
    },
    {
      far: '#2a2f4f',
      mid: '#1b1f36',
      near: '#0f1120',
      landmark: '#05060c',
      accent: '#b8482a',
      light: '#9aa3ba',
    },
  ),
};
