import { describe, expect, it } from 'vitest';
import { formatUsd } from './money.ts';
import {
  agoText,
  beforeDepartureText,
  itineraryDaysText,
  timeRangeText,
  travelersText,
  usdRangeText,
  usdText,
} from './quantities.ts';

describe('the English strings derived from numbers', () => {
  it('print dollars as formatUsd does, without Intl', () => {
    for (const amount of [1, 24.99, 29.9, 899, 4500, 12_999, 1_234_567])
      expect(usdText(amount)).toBe(formatUsd(amount));
    expect(usdRangeText(899, 1899)).toBe('$899-1,899');
  });

  it('read as the catalog printed them', () => {
    expect(itineraryDaysText({ firstDay: 1 })).toBe('Day 1');
    expect(itineraryDaysText({ firstDay: 3, lastDay: 6 })).toBe('Days 3-6');
    expect(travelersText({ min: 2, max: 2 })).toBe('2 travelers');
    expect(timeRangeText({ min: 1, max: 4, unit: 'week' })).toBe('1-4 weeks');
    expect(beforeDepartureText({ value: 1, unit: 'week' })).toBe('1 week before departure');
    expect(agoText({ value: 3, unit: 'day' })).toBe('3 days ago');
  });
});
