/**
 * The browser entry: the components that show the drawings in a page. The build-time code
 * (scene files, social cards) is the `./node` entry, so none of it reaches a bundle.
 */
export { CardMedia } from './components/CardMedia/CardMedia.tsx';
export type { CardMediaImage, CardMediaProps } from './components/CardMedia/CardMedia.tsx';
export {
  Scene,
  SceneFilesContext,
  sceneAspectRatios,
  sceneNames,
} from './components/Scene/Scene.tsx';
export type { SceneAspectRatio, SceneName, SceneProps } from './components/Scene/Scene.tsx';
