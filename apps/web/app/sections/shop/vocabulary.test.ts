import * as catalog from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { SHOP_CARD_MAX_TAGS, SHOP_PRICE_RANGES, SHOP_SORTS } from './vocabulary.ts';

describe('the shop vocabularies /shop repeats', () => {
  it('are the catalog’s, in its order', () => {
    expect(SHOP_PRICE_RANGES).toEqual(catalog.SHOP_PRICE_RANGES);
    expect(SHOP_SORTS).toEqual(catalog.SHOP_SORTS);
    expect(SHOP_CARD_MAX_TAGS).toBe(catalog.SHOP_CARD_MAX_TAGS);
  });
});
