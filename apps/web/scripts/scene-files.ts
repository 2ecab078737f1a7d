import type { Plugin } from 'vite';

/**
 * `virtual:travel/scene-files`: the URL of every scene as a standalone SVG file, which
 * app/root.tsx hands to `Scene` of @travel/illustrations (`SceneFilesContext`).
 *
 * In production builds the files are written next to the other hashed assets and each page
 * shows its scenes as `<img>`: the drawings leave the page's HTML, DOM and JavaScript, each is
 * fetched once and cached across pages, and those below the fold load as they come near.
 * In development the map is empty, so scenes are drawn inline and edits to them show at once.
 */

const VIRTUAL_ID = 'virtual:travel/scene-files';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The illustrations' inline drawing (code and styles), which a production page never runs. */
const INLINE_ART =
  /[\\/]packages[\\/]illustrations[\\/]src[\\/]components[\\/]Scene[\\/]SceneInline\.tsx$/;
const INLINE_ART_STUB = '\0travel-scene-art-stub';

interface SceneFileEntry {
  name: string;
  fileName: string;
  source: string;
}

export function sceneFiles(): Plugin {
  let build = false;
  let files: Promise<SceneFileEntry[]> | undefined;
  // The illustrations' build-time entry, compiled by their own build (turbo builds it first).
  const load = () =>
    (files ??= import('@travel/illustrations/node').then((module) => module.sceneFiles()));

  return {
    name: 'travel:scene-files',
    // Before Vite's own resolver, which would otherwise resolve SceneArt.tsx first.
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async resolveId(id, importer) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      // Every scene has its file, so `Scene` always renders an <img>: leave its inline drawing
      // (shapes, paths, palettes and their CSS, for two dozen places) out of the bundle.
      if (build && importer && id.endsWith('SceneInline.tsx')) {
        const resolved = await this.resolve(id, importer, { skipSelf: true });
        if (resolved && INLINE_ART.test(resolved.id)) return INLINE_ART_STUB;
      }
      return undefined;
    },
    async load(id) {
      if (id === INLINE_ART_STUB) {
        return [
          '// Production builds show scenes from files (scripts/scene-files.ts).',
          'export function SceneInline() { return null; }',
          'export const paletteClass = {};',
        ].join('\n');
      }
      if (id !== RESOLVED_ID) return undefined;
      if (!build) return 'export default {};';
      const files = await load();
      const { sceneNames } = await import('@travel/illustrations/node');
      const missing = sceneNames.filter((name) => !files.some((file) => file.name === name));
      if (missing.length > 0) this.error(`no scene file for ${missing.join(', ')}`);
      const urls = Object.fromEntries(files.map((file) => [file.name, `/assets/${file.fileName}`]));
      return `export default ${JSON.stringify(urls)};`;
    },
    async generateBundle() {
      if (!build || this.environment.name !== 'client') return;
      for (const file of await load()) {
        this.emitFile({ type: 'asset', fileName: `assets/${file.fileName}`, source: file.source });
      }
    },
  };
}
