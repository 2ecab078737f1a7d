// Modules the web build's own Vite plugins provide (scripts/*.ts). No top-level import:
// this file must stay a global declaration file.
declare module 'virtual:travel/scene-files' {
  import type { SceneName } from '@travel/illustrations';
  /** URL of each scene's SVG file in production builds; empty in development (scripts/scene-files.ts). */
  const sceneFiles: Readonly<Partial<Record<SceneName, string>>>;
  export default sceneFiles;
}
