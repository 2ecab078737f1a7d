import { describe, expect, it } from 'vitest';
import { mean, median, percentile, ratio } from '../src/lib/stats.ts';

describe('percentile (nearest rank)', () => {
  const values = [15, 20, 35, 40, 50];

  it('takes the smallest value with at least p % of the samples at or below it', () => {
    expect(percentile(values, 30)).toBe(20);
    expect(percentile(values, 40)).toBe(20);
    expect(percentile(values, 50)).toBe(35);
    expect(percentile(values, 100)).toBe(50);
    expect(percentile(values, 0)).toBe(15);
  });

  it('does not depend on the order of the samples, nor change them', () => {
    const shuffled = [50, 15, 40, 20, 35];
    expect(percentile(shuffled, 99)).toBe(50);
    expect(shuffled).toEqual([50, 15, 40, 20, 35]);
  });

  it('is NaN without samples and refuses a p outside 0–100', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile(values, 101)).toThrow(RangeError);
    expect(() => percentile(values, Number.NaN)).toThrow(RangeError);
  });

  it('gives p99 of 1..100 as 99 and the median of an even count as the lower middle', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 99)).toBe(99);
    expect(median([1, 2, 3, 4])).toBe(2);
  });
});

describe('mean and ratio', () => {
  it('averages, NaN for nothing', () => {
    expect(mean([1, 2, 3, 6])).toBe(3);
    expect(mean([])).toBeNaN();
  });

  it('divides b by a, NaN when a is zero or a figure is missing', () => {
    expect(ratio(2, 3)).toBe(1.5);
    expect(ratio(0, 3)).toBeNaN();
    expect(ratio(Number.NaN, 3)).toBeNaN();
  });
});
