// @vitest-environment node
// The loaders read the catalog's translation files, which needs Node's own URL (not jsdom's).
import { trustClaims } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { FLIGHT_BENEFIT_IDS, flightCatalog } from './catalog.server.ts';

describe('the entries /flight-booking receives as loader data', () => {
  it('are the side card’s four trust claims, in its order, with what it shows of them', () => {
    const { benefits } = flightCatalog();
    expect(benefits.map((benefit) => benefit.id)).toEqual([...FLIGHT_BENEFIT_IDS]);
    for (const benefit of benefits) {
      const { value: _figure, ...shown } = trustClaims.find((claim) => claim.id === benefit.id)!;
      expect(benefit).toEqual(shown);
    }
  });

  it('survive the trip into the page: plain data, placeholders filled', () => {
    const catalog = flightCatalog();
    expect(JSON.parse(JSON.stringify(catalog))).toEqual(catalog);
    const text = catalog.benefits.flatMap((benefit) => [benefit.title, benefit.description]);
    expect(text.filter((line) => line.includes('{{'))).toEqual([]);
  });
});
