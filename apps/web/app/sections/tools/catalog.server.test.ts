// @vitest-environment node
// The loaders read the catalog's translation files, which needs Node's own URL (not jsdom's).
import {
  TOOL_FILTERS,
  beforeYouGoTips,
  recommendedApps,
  tools,
  whileTravelingTips,
} from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { toolsCatalog } from './catalog.server.ts';

describe('the entries /tools receives as loader data', () => {
  it('are the catalog’s tools, apps and tips, in order and in full', () => {
    const catalog = toolsCatalog();
    expect(catalog.tools).toEqual(tools);
    expect(catalog.apps).toEqual(recommendedApps);
    expect(catalog.beforeYouGoTips).toEqual(beforeYouGoTips);
    expect(catalog.whileTravelingTips).toEqual(whileTravelingTips);
  });

  it('give every filter chip a category its tools use', () => {
    const categories = new Set(toolsCatalog().tools.map((tool) => tool.category));
    expect(TOOL_FILTERS.filter((filter) => filter !== 'All' && !categories.has(filter))).toEqual(
      [],
    );
  });

  it('survive the trip into the page as plain data', () => {
    const catalog = toolsCatalog();
    expect(JSON.parse(JSON.stringify(catalog))).toEqual(catalog);
  });
});
