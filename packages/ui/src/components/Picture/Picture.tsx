import { cx } from '../../lib/cx.ts';
import * as styles from './Picture.css.ts';

export const pictureAspectRatios = ['16/9', '4/3', '1/1', '3/2', '21/9'] as const;
export type PictureAspectRatio = (typeof pictureAspectRatios)[number];

export const pictureLoadings = ['lazy', 'eager'] as const;
export type PictureLoading = (typeof pictureLoadings)[number];

/** One `<source>`: a format (and optionally a viewport range) the browser may pick. */
export interface PictureSource {
  /** Candidates, e.g. `"/img/kyoto-800.avif 800w, /img/kyoto-1600.avif 1600w"`. */
  srcSet: string;
  /** MIME type, e.g. `"image/avif"`; browsers skip types they cannot decode. */
  type: string;
  /** Media condition, e.g. `"(min-width: 768px)"`. */
  media?: string;
}

export interface PictureProps {
  /** Fallback image, for browsers that take none of the sources. */
  src: string;
  /** Describes the image; `""` only when it is decorative. */
  alt: string;
  /** Intrinsic width and height: they give the box its ratio unless `aspectRatio` is set. */
  width: number;
  height: number;
  /** Formats and art direction, best first. */
  sources?: readonly PictureSource[];
  /** Rendered width for choosing among `w` candidates, e.g. `"(min-width: 1024px) 50vw, 100vw"`. */
  sizes?: string;
  /** Crop to this ratio (object-fit: cover) instead of the intrinsic one. */
  aspectRatio?: PictureAspectRatio;
  /**
   * `eager` for the page's main (LCP) image: it loads at once with high priority. Everything
   * else waits until it nears the viewport.
   * @default 'lazy'
   */
  loading?: PictureLoading;
  className?: string;
  /** The language of `alt`/`title` when it differs from the page's (`en` for catalog text). */
  lang?: string;
}

/**
 * A responsive photo in a box of fixed ratio, so nothing moves when it arrives. For catalog
 * entries that name a real image file; everything else is drawn by `Scene`.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sources = [],
  sizes,
  aspectRatio,
  loading = 'lazy',
  className,
  lang,
}: PictureProps) {
  const eager = loading === 'eager';
  return (
    <picture
      className={cx(styles.root, aspectRatio && styles.ratio[aspectRatio], className)}
      style={aspectRatio ? undefined : { aspectRatio: `${width} / ${height}` }}
    >
      {sources.map((source) => (
        <source
          key={`${source.type} ${source.media ?? ''} ${source.srcSet}`}
          srcSet={source.srcSet}
          type={source.type}
          media={source.media}
          sizes={sizes}
        />
      ))}
      <img
        className={styles.image}
        src={src}
        alt={alt}
        lang={lang}
        width={width}
        height={height}
        sizes={sizes}
        loading={loading}
        decoding={eager ? 'auto' : 'async'}
        fetchPriority={eager ? 'high' : undefined}
      />
    </picture>
  );
}
