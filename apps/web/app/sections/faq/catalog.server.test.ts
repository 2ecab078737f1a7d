// @vitest-environment node
// The loaders read the catalog's translation files, which needs Node's own URL (not jsdom's).
import { destinationFaqGroups, faqCategories } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { faqCatalog } from './catalog.server.ts';
import { faqEntries } from './search.ts';

describe('the questions /faq receives as loader data', () => {
  it('are every topic and destination group of the catalog, in order and in full', () => {
    const catalog = faqCatalog();
    expect(catalog.categories).toEqual(faqCategories);
    expect(catalog.destinationGroups).toEqual(destinationFaqGroups);
  });

  it('survive the trip into the page: plain data, placeholders filled', () => {
    const catalog = faqCatalog();
    expect(JSON.parse(JSON.stringify(catalog))).toEqual(catalog);
    const text = faqEntries(catalog).flatMap((entry) => [entry.question, entry.answer]);
    expect(text.filter((line) => line.includes('{{'))).toEqual([]);
  });
});
