import { TOOL_FILTERS } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import {
  TOOL_FILTERS as PAGE_TOOL_FILTERS,
  toolFilterFromParam,
  toolFilterParam,
} from './tool-filter.ts';

describe('the filter chips of /tools', () => {
  it('are the catalog’s, in its order', () => {
    expect(PAGE_TOOL_FILTERS).toEqual(TOOL_FILTERS);
  });
});

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
