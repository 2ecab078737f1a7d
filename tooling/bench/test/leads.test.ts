import { describe, expect, it } from 'vitest';
import { bodyFor, leadEmail, reconcile } from '../src/lib/leads.ts';

describe('reconcile', () => {
  it('finds nothing wrong when every 2xx is one row', () => {
    expect(reconcile(['a', 'b'], ['b', 'a'])).toEqual({
      answered: 2,
      stored: 2,
      lost: [],
      duplicates: 0,
      unanswered: 0,
    });
  });

  it('names lost leads, counts duplicates and rows stored without an answer', () => {
    const result = reconcile(['a', 'b', 'c'], ['a', 'a', 'a', 'c', 'x']);
    expect(result.lost).toEqual(['b']);
    expect(result.duplicates).toBe(2);
    expect(result.unanswered).toBe(1);
    expect(result.stored).toBe(3);
  });
});

describe('bodies', () => {
  it('are keyed by a unique address and valid for their endpoint', () => {
    expect(leadEmail('run-api', 7)).toBe('run-api-7@example.org');
    expect(bodyFor('contact', 'x@example.org')).toMatchObject({
      name: expect.any(String),
      email: 'x@example.org',
      message: expect.any(String),
    });
    expect(bodyFor('newsletter', 'x@example.org')).toEqual({
      email: 'x@example.org',
      name: 'Ada',
      source: 'home',
    });
  });
});
