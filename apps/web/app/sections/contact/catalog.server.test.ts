// @vitest-environment node
// The loaders read the catalog's translation files, which needs Node's own URL (not jsdom's).
import { trustClaims } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { contactCatalog } from './catalog.server.ts';

describe('the entries /contact receives as loader data', () => {
  it('are every trust claim of the catalog, in order and in full', () => {
    expect(contactCatalog().trustClaims).toEqual(trustClaims);
  });

  it('survive the trip into the page: plain data, placeholders filled', () => {
    const catalog = contactCatalog();
    expect(JSON.parse(JSON.stringify(catalog))).toEqual(catalog);
    const text = catalog.trustClaims.flatMap((claim) => [claim.title, claim.description]);
    expect(text.filter((line) => line.includes('{{'))).toEqual([]);
  });
});
