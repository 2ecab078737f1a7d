// @vitest-environment node
// The loaders read the catalog's translation files, which needs Node's own URL (not jsdom's).
import { destinations } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { destinationSummaries } from './catalog.server.ts';

describe('the destinations /destinations receives as loader data', () => {
  it('are every catalog destination in order, with what the listing shows and nothing else', () => {
    const summaries = destinationSummaries();
    expect(summaries.map((summary) => summary.slug)).toEqual(
      destinations.map((destination) => destination.slug),
    );
    summaries.forEach((summary, index) => {
      const { overview, itinerary, bestTime, updated, ...shown } = destinations[index]!;
      expect([overview, itinerary, bestTime, updated].every(Boolean)).toBe(true);
      expect(summary).toEqual(shown);
    });
  });
});
