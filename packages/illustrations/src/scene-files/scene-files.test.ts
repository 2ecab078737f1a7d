import { describe, expect, it } from 'vitest';
import { scenePalettes } from '../drawings/palettes.ts';
import { sceneFile, sceneFiles, sceneNames } from './index.tsx';

/** The SVG document parsed as the browser would read an image file. */
const parse = (source: string) => new DOMParser().parseFromString(source, 'image/svg+xml');

describe('scene files', () => {
  it('writes one file per scene, named by its content', () => {
    const files = sceneFiles();
    expect(files.map((file) => file.name)).toEqual([...sceneNames]);
    for (const file of files) {
      expect(file.fileName).toMatch(new RegExp(`^scene-${file.name}-[0-9a-f]{8}\\.svg$`));
    }
    expect(new Set(files.map((file) => file.fileName)).size).toBe(files.length);
    // The same drawing, the same name: caches stay valid from one build to the next.
    expect(sceneFiles().map((file) => file.fileName)).toEqual(files.map((file) => file.fileName));
  });

  it.each(sceneNames)('%s is a well-formed SVG with the drawing', (name) => {
    const document = parse(sceneFile(name));
    expect(document.querySelector('parsererror')).toBeNull();
    const root = document.documentElement;
    expect(root.getAttribute('viewBox')).toBe('0 0 1200 800');
    expect(root.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
    expect(root.querySelector('[data-part="sun"]')).not.toBeNull();
    expect(root.querySelector('[data-part="moon"]')).not.toBeNull();
    expect(root.querySelectorAll('path').length).toBeGreaterThan(3);
  });

  it('paints the day palette, and the night one for a dark page', () => {
    const source = sceneFile('santorini');
    const css = parse(source).querySelector('style')?.textContent ?? '';
    const [day, night = ''] = css.split('@media (prefers-color-scheme:dark)');
    const { day: dayColors, night: nightColors } = scenePalettes.santorini;
    expect(day).toContain(dayColors.skyTop);
    expect(night).toContain(nightColors.skyTop);
    expect(night).toContain(nightColors.window);
    // By night the sun hides and the moon shows.
    expect(day).toContain('.n{display:none}');
    expect(night).toContain('.d{display:none}');
    expect(night).toContain('.n{display:inline}');
  });
});
