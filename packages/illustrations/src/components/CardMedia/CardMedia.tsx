import {
  Picture,
  type PictureAspectRatio,
  type PictureLoading,
  type PictureSource,
} from '@travel/ui';
import { Scene, type SceneName } from '../Scene/Scene.tsx';

/** A real photo of a catalog entry (the catalog's `image`). */
export interface CardMediaImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  sources?: readonly PictureSource[];
}

export interface CardMediaProps {
  /** The drawing shown when there is no photo. */
  scene: SceneName;
  /** A photo: when set it is shown instead of the scene. */
  image?: CardMediaImage;
  /**
   * Accessible name of the drawing. Without it the media is decorative — the scene is hidden
   * and a photo gets `alt=""` — as on a card whose heading already names the place.
   */
  title?: string;
  /**
   * Width to height of the box, the same for photo and drawing, so nothing shifts.
   * @default '16/9'
   */
  aspectRatio?: PictureAspectRatio;
  /**
   * `eager` for the page's main image; pictures below the fold wait until they near the viewport.
   * @default 'lazy'
   */
  loading?: PictureLoading;
  /** Rendered width, for choosing among a photo's `w` candidates. */
  sizes?: string;
  className?: string;
  /** The language of `alt`/`title` when it differs from the page's (`en` for catalog text). */
  lang?: string;
}

/**
 * The picture slot of a card or hero: the entry's photo when it names one, else its Scene. One
 * place for that choice, so every card treats photos alike (fixed ratio, lazy, described).
 */
export function CardMedia({
  scene,
  image,
  title,
  aspectRatio = '16/9',
  loading = 'lazy',
  sizes,
  className,
  lang,
}: CardMediaProps) {
  if (!image) {
    return (
      <Scene
        name={scene}
        title={title}
        aspectRatio={aspectRatio}
        loading={loading}
        className={className}
        lang={lang}
      />
    );
  }
  return (
    <Picture
      src={image.src}
      alt={title === undefined ? '' : image.alt}
      width={image.width}
      height={image.height}
      sources={image.sources}
      sizes={sizes}
      aspectRatio={aspectRatio}
      loading={loading}
      className={className}
      lang={lang}
    />
  );
}
