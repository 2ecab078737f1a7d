import { TOOL_CATEGORIES, TOOL_FILTERS, toolsInCategory, tools } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { parseToolFilter, withToolFilter } from './tool-filter.ts';

describe('the home tools filter', () => {
  it('reads a category from the query string, in any case, and All otherwise', () => {
    expect(parseToolFilter(new URLSearchParams('tools=safety'), TOOL_FILTERS)).toBe('Safety');
    expect(parseToolFilter(new URLSearchParams('tools=Documentation'), TOOL_FILTERS)).toBe(
      'Documentation',
    );
    expect(parseToolFilter(new URLSearchParams('tools=nope'), TOOL_FILTERS)).toBe('All');
    expect(parseToolFilter(new URLSearchParams(''), TOOL_FILTERS)).toBe('All');
  });

  it('writes the category and leaves other parameters alone; All removes it', () => {
    const params = new URLSearchParams('utm_source=mail');
    expect(withToolFilter(params, 'Financial').toString()).toBe('utm_source=mail&tools=financial');
    expect(withToolFilter(new URLSearchParams('tools=food&a=1'), 'All').toString()).toBe('a=1');
  });

  it('round-trips every category', () => {
    for (const category of TOOL_CATEGORIES) {
      expect(parseToolFilter(withToolFilter(new URLSearchParams(), category), TOOL_FILTERS)).toBe(
        category,
      );
    }
  });

  it('covers all 20 tools across the ten categories', () => {
    expect(tools).toHaveLength(20);
    const total = TOOL_CATEGORIES.reduce(
      (sum, category) => sum + toolsInCategory(category).length,
      0,
    );
    expect(total).toBe(20);
  });
});
