import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from './intl.ts';

describe('cached Intl formatters', () => {
  it('hands back the same formatter for the same language and options', () => {
    const options = { style: 'unit', unit: 'day', unitDisplay: 'long' } as const;
    expect(numberFormat('de', options)).toBe(numberFormat('de', { ...options }));
    expect(dateTimeFormat('fr', { dateStyle: 'long' })).toBe(
      dateTimeFormat('fr', { dateStyle: 'long' }),
    );
  });

  it('keeps languages, options and kinds of formatter apart', () => {
    expect(numberFormat('de').format(4500)).toBe('4.500');
    expect(numberFormat('en-US').format(4500)).toBe('4,500');
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(3)).toBe('$3.00');
    expect(dateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(0))).toBe(
      'January',
    );
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(listFormat('en-US', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe(
      'a, b, and c',
    );
  });
});
