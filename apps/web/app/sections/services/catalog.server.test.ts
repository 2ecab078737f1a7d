// @vitest-environment node
// The loaders read the catalog's translation files, which needs Node's own URL (not jsdom's).
import { eventTypes, experienceTypes, planningProcess, serviceCards } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { servicesCatalog } from './catalog.server.ts';

describe('the catalog entries /services receives as loader data', () => {
  const catalog = servicesCatalog();

  it('are every service and every step of the process, in order', () => {
    expect(catalog.services).toEqual(serviceCards);
    expect(catalog.process).toEqual(planningProcess);
  });

  it('name every experience and event type with its icon and title, and nothing else', () => {
    expect(catalog.tripStyles).toEqual(
      [...experienceTypes, ...eventTypes].map(({ id, icon, title }) => ({ id, icon, title })),
    );
    for (const style of catalog.tripStyles) {
      expect(Object.keys(style).sort()).toEqual(['icon', 'id', 'title']);
    }
  });
});
