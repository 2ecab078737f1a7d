import { describe, expect, it } from 'vitest';
import { resolveLeadRetentionDays } from './retention.ts';

describe('resolveLeadRetentionDays', () => {
  it('is null (keep) when unset or empty', () => {
    expect(resolveLeadRetentionDays({})).toBeNull();
    expect(resolveLeadRetentionDays({ LEAD_RETENTION_DAYS: '' })).toBeNull();
  });

  it('reads a whole number of days', () => {
    expect(resolveLeadRetentionDays({ LEAD_RETENTION_DAYS: '365' })).toBe(365);
  });

  it.each(['0', '-3', '1.5', 'a year', '99999'])('refuses %s, naming the variable', (value) => {
    expect(() => resolveLeadRetentionDays({ LEAD_RETENTION_DAYS: value })).toThrow(
      /LEAD_RETENTION_DAYS/,
    );
  });
});
