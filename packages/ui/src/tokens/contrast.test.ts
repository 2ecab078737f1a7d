// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { darkColors, lightColors, type ColorTokens } from './palette.ts';

/** Relative luminance of an sRGB hex colour (WCAG 2.x). */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, from 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

type Pair = [foreground: keyof ColorTokens, background: keyof ColorTokens, minimum: number];

/** AA: 4.5 for text, 3 for borders of controls and focus indicators (WCAG 1.4.3, 1.4.11). */
const pairs: Pair[] = [
  ['text', 'surface', 4.5],
  ['text', 'raised', 4.5],
  ['text', 'sunken', 4.5],
  ['muted', 'surface', 4.5],
  ['muted', 'raised', 4.5],
  ['muted', 'sunken', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['onAccent', 'accent', 4.5],
  ['onDanger', 'danger', 4.5],
  ['primary', 'surface', 4.5],
  ['primary', 'raised', 4.5],
  ['danger', 'surface', 4.5],
  // Field errors and notices also sit on raised cards.
  ['danger', 'raised', 4.5],
  ['success', 'surface', 4.5],
  // Text tones (Text, Badge, Link) on every background they are used on.
  ['success', 'raised', 4.5],
  ['success', 'sunken', 4.5],
  ['accent', 'surface', 4.5],
  ['accent', 'raised', 4.5],
  ['accent', 'sunken', 4.5],
  ['danger', 'sunken', 4.5],
  ['primary', 'sunken', 4.5],
  // Tooltips invert the page colours.
  ['surface', 'text', 4.5],
  ['controlBorder', 'surface', 3],
  ['controlBorder', 'raised', 3],
  ['focusRing', 'surface', 3],
  ['focusRing', 'raised', 3],
];

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme', (_name, colors) => {
  it.each(pairs)('%s on %s reaches %d:1', (foreground, background, minimum) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(minimum);
  });
});
