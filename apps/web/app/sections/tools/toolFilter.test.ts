import { TOOL_FILTERS } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { toolFilterFromParam, toolFilterParam } from './toolFilter.ts';

describe('tool filter in the query string', () => {
  it('round-trips every filter', () => {
    for (const filter of TOOL_FILTERS)
      expect(toolFilterFromParam(toolFilterParam(filter))).toBe(filter);
  });

  it('reads any case and falls back to All', () => {
    expect(toolFilterFromParam('SAFETY')).toBe('Safety');
    expect(toolFilterFromParam('all')).toBe('All');
    expect(toolFilterFromParam('boats')).toBe('All');
    expect(toolFilterFromParam(null)).toBe('All');
  });
});
