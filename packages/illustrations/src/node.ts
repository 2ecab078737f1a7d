/**
 * The build-time entry (Node only): every scene as a standalone SVG file, and the social card
 * images drawn from the scenes and rasterised by resvg. Node runs the compiled `dist/` of it,
 * so build this package first (`turbo run build` does).
 */
export { sceneFile, sceneFiles, sceneNames } from './scene-files/index.tsx';
export type { SceneFileEntry } from './scene-files/index.tsx';
export {
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_WIDTH,
  StaticScene,
  layoutTitle,
  socialCardPng,
  socialCardSvg,
  writeSocialCards,
} from './social-card/index.tsx';
export type {
  SocialCard,
  SocialCardFile,
  StaticSceneProps,
  WriteSocialCardsOptions,
} from './social-card/index.tsx';
export type { SceneName } from './drawings/palettes.ts';
