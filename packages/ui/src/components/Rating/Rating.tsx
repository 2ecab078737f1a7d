import type { CSSProperties } from 'react';
import { cx } from '../../lib/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Rating.css.ts';

export const ratingSizes = ['small', 'medium', 'large'] as const;
export type RatingSize = (typeof ratingSizes)[number];

/** Stars in a rating. */
export const ratingMax = 5;

/** How full each star is, from 0 to 1: `starFills(4.3)` → [1, 1, 1, 1, 0.3]. */
export function starFills(value: number, max: number = ratingMax): number[] {
  const clamped = Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : 0;
  return Array.from(
    { length: max },
    (_, index) => Math.round(Math.min(1, Math.max(0, clamped - index)) * 100) / 100,
  );
}

export interface RatingProps {
  /** The score, from 0 to 5; fractions fill part of a star. */
  value: number;
  /** What a screen reader says for the stars, e.g. "4.9 out of 5" (translate it). */
  label: string;
  /** Number of reviews, shown as "(128)" after the stars. */
  count?: number;
  /** What a screen reader says for the count, e.g. "128 reviews" (translate it). */
  countLabel?: string;
  /** @default 'medium' */
  size?: RatingSize;
  className?: string;
}

/** A star rating out of 5 with partial stars, read out as one phrase. */
export function Rating({ value, label, count, countLabel, size, className }: RatingProps) {
  return (
    <span className={cx(styles.root({ size }), className)}>
      <span role="img" aria-label={label} className={styles.stars}>
        {starFills(value).map((fill, index) => (
          <span
            key={index}
            className={styles.star}
            style={fill > 0 ? ({ [styles.fillProperty]: fill } as CSSProperties) : undefined}
          />
        ))}
      </span>
      {count === undefined ? null : (
        <span className={styles.count}>
          <span aria-hidden={countLabel ? true : undefined}>({count})</span>
          {countLabel ? <VisuallyHidden>{countLabel}</VisuallyHidden> : null}
        </span>
      )}
    </span>
  );
}
