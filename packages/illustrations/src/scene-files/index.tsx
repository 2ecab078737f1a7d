/**
 * Every scene as a standalone SVG file, for pages that show scenes as `<img>`
 * (`SceneFilesContext`). Node-only: the web build writes the files; nothing here ships to the
 * browser.
 *
 * A file carries both palettes: its own stylesheet paints the day colours and, under
 * `prefers-color-scheme: dark`, the night ones (moon, stars, lit windows). An SVG image takes
 * that preference from the `color-scheme` of the page that shows it, which the site's theme
 * sets on <html>, so the pictures follow the theme toggle as the inline drawings do.
 */
import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { SceneArt, type SceneLook } from '../components/Scene/SceneArt.tsx';
import {
  sceneNames,
  scenePalettes,
  type SceneColorRole,
  type SceneColors,
  type SceneName,
} from '../drawings/palettes.ts';

export { sceneNames };

const roles = Object.keys(scenePalettes[sceneNames[0]].day) as SceneColorRole[];
/** Short class suffix per colour role: the files repeat these names many times. */
const suffix = new Map(roles.map((role, index) => [role, index.toString(36)]));
const key = (role: SceneColorRole) => suffix.get(role)!;

const fileLook: SceneLook = {
  paint: {
    fill: (role) => ({ className: `f${key(role)}` }),
    stroke: (role) => ({ className: `s${key(role)}` }),
  },
  stop: (role) => `c${key(role)}`,
  dayOnly: 'd',
  nightOnly: 'n',
  halo: 'h',
  haze: 'z',
  crater: 'r',
};

const colourRules = (colors: SceneColors) =>
  roles
    .map((role) => {
      const k = key(role);
      const color = colors[role];
      return `.f${k}{fill:${color}}.s${k}{stroke:${color};fill:none}.c${k}{stop-color:${color}}`;
    })
    .join('');

/** The stylesheet of one scene's file: its day palette, and its night one for dark pages. */
function sceneStyles(name: SceneName): string {
  const { day, night } = scenePalettes[name];
  return [
    colourRules(day),
    '.n{display:none}',
    '.h{opacity:.45;mix-blend-mode:screen}',
    '.z{opacity:.14;mix-blend-mode:screen}',
    '.r{opacity:.3}',
    `@media (prefers-color-scheme:dark){${colourRules(night)}.d{display:none}.n{display:inline}}`,
  ].join('');
}

/** One scene as an SVG document. */
export function sceneFile(name: SceneName): string {
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 1200 800"
      preserveAspectRatio="xMidYMid slice"
    >
      <style dangerouslySetInnerHTML={{ __html: sceneStyles(name) }} />
      <SceneArt name={name} id="s" look={fileLook} />
    </svg>,
  );
}

export interface SceneFileEntry {
  name: SceneName;
  /** File name with a hash of its content, e.g. `scene-santorini-3f9a1c2b.svg`. */
  fileName: string;
  source: string;
}

/** Every scene's file, named by content so they can be cached for good. */
export function sceneFiles(): SceneFileEntry[] {
  return sceneNames.map((name) => {
    const source = sceneFile(name);
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    return { name, fileName: `scene-${name}-${hash}.svg`, source };
  });
}
