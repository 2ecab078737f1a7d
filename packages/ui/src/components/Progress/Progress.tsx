import { Progress as ProgressPrimitive } from 'radix-ui';
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

/** A bar showing how far something has got (Radix Progress, `role="progressbar"`). */
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
      <ProgressPrimitive.Root
        value={percent}
        max={100}
        getValueLabel={() => text}
        aria-labelledby={labelHidden ? undefined : labelId}
        aria-label={labelHidden ? label : undefined}
        className={styles.track}
      >
        <ProgressPrimitive.Indicator
          className={styles.indicator({ tone })}
          style={{ inlineSize: `${percent}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
