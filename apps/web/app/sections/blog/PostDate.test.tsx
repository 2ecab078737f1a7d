import { describe, expect, it } from 'vitest';
import { formatPostDate } from './PostDate.tsx';

describe('formatPostDate', () => {
  it('formats the calendar date in the locale, whatever the time zone', () => {
    expect(formatPostDate('2025-01-04', 'en-US')).toBe('January 4, 2025');
    expect(formatPostDate('2025-01-15', 'fr')).toBe('15 janvier 2025');
    expect(formatPostDate('2025-01-15', 'de')).toBe('15. Januar 2025');
  });

  it('falls back to US English for a locale Intl rejects', () => {
    expect(formatPostDate('2025-01-15', 'not a locale!')).toBe('January 15, 2025');
  });

  it('keeps each locale to its own formatter, call after call', () => {
    for (const round of [1, 2]) {
      expect(formatPostDate('2025-03-02', 'de'), `round ${round}`).toBe('2. März 2025');
      expect(formatPostDate('2025-03-02', 'en-US'), `round ${round}`).toBe('March 2, 2025');
      expect(formatPostDate('2025-03-02', 'not a locale!'), `round ${round}`).toBe('March 2, 2025');
      expect(formatPostDate('2025-03-02', 'ja'), `round ${round}`).toBe('2025年3月2日');
    }
  });
});
