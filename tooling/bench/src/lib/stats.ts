/** Small statistics of the bench's own samples (latencies, per-page times). */

/**
 * The `p`-th percentile (0–100) of `values` by the nearest-rank method: the smallest value
 * such that at least p % of the samples are less than or equal to it. NaN for no samples.
 */
export function percentile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be 0 to 100, got ${p}`);
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  if (p === 0) return sorted[0]!;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** `b / a`, or NaN when either is missing or `a` is zero. */
export function ratio(a: number, b: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === 0) return Number.NaN;
  return b / a;
}
