import { useId } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Progress.css.ts';

export const progressTones = ['primary', 'success'] as const;
export type ProgressTone = (typeof progressTones)[number];

/** Keeps a value within 0–100; anything not a finite number counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** "42%": the default text of the percentage. */
export function formatPercent(percent: number): string {
  return `${Math.round(percent)}%`;
}

export interface ProgressProps {
  /** Progress from 0 to 100 (clamped). */
  value: number;
  /** What is progressing, e.g. "Trip savings goal"; the bar's accessible name. */
  label: string;
  /** Hide the label visually (it stays the accessible name). */
  labelHidden?: boolean;
  /** Show the percentage next to the label. */
  showValue?: boolean;
  /**
   * Text of the percentage, shown and announced, for other number formats:
   * `(percent) => new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100)`.
   * @default formatPercent ("42%")
   */
  formatValue?: (percent: number) => string;
  /** @default 'primary' */
  tone?: ProgressTone;
  className?: string;
}

/**
 * A bar showing how far something has got: WAI-ARIA's `progressbar`, with the `data-state`
 * (`loading`, `complete`), `data-value` and `data-max` attributes Radix's Progress sets, without
 * its code (it adds nothing else, and it was 3 kB gzip of /quiz's JavaScript, issue 17).
 */
export function Progress({
  value,
  label,
  labelHidden = false,
  showValue = false,
  formatValue = formatPercent,
  tone,
  className,
}: ProgressProps) {
  const labelId = useId();
  const percent = clampPercent(value);
  const text = formatValue(percent);
  const state = percent === 100 ? 'complete' : 'loading';
  return (
    <div className={cx(styles.root, className)}>
      {labelHidden && !showValue ? null : (
        <div className={styles.header}>
          {labelHidden ? (
            <span />
          ) : (
            <span id={labelId} className={styles.label}>
              {label}
            </span>
          )}
          {/* The progress bar announces the same text itself. */}
          {showValue ? (
            <span className={styles.value} aria-hidden="true">
              {text}
            </span>
          ) : null}
        </div>
      )}
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        aria-labelledby={labelHidden ? undefined : labelId}
        aria-label={labelHidden ? label : undefined}
        data-state={state}
        data-value={percent}
        data-max={100}
        className={styles.track}
      >
        <div
          data-state={state}
          data-value={percent}
          data-max={100}
          className={styles.indicator({ tone })}
          style={{ inlineSize: `${percent}%` }}
        />
      </div>
    </div>
  );
}
