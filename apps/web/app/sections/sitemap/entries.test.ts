// @vitest-environment node
import { destinations, pageUpdates } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { publicPaths } from '../../prerender.ts';
import { blogPosts } from '../../lib/blog-content.server.ts';
import { LEGAL_LAST_UPDATED } from '../legal/constants.ts';
import { sitemapEntries } from './entries.ts';

describe('sitemapEntries', () => {
  const sources = {
    publicPaths: ['/', '/about', '/destinations', '/privacy', '/blog', '/blog/a', '/sitemap'],
    pageUpdates: {
      '/': '2025-01-01',
      '/about': '2025-03-10',
      '/destinations': '2025-02-01',
      '/blog': '2024-12-01',
      '/sitemap': '2025-01-02',
    },
    destinations: [
      { slug: 'kenya', updated: '2025-02-20' },
      { slug: 'japan', updated: '2025-01-20' },
    ],
    articles: [
      { slug: 'a', date: '2025-01-04' },
      { slug: 'b', date: '2025-01-15' },
    ],
    legalLastUpdated: '2026-11-01',
  };
  const dates = (given = sources) =>
    Object.fromEntries(sitemapEntries(given).map((entry) => [entry.path, entry.lastmod]));

  it('lists public pages, destination pages and articles once each', () => {
    expect(sitemapEntries(sources).map((entry) => entry.path)).toEqual([
      '/',
      '/about',
      '/destinations',
      '/privacy',
      '/blog',
      '/sitemap',
      '/destinations/kenya',
      '/destinations/japan',
      '/blog/a',
      '/blog/b',
    ]);
  });

  it('dates each page by its own content: articles, destinations, legal text, catalog dates', () => {
    const lastmod = dates();
    expect(lastmod['/blog/a']).toBe('2025-01-04');
    expect(lastmod['/blog/b']).toBe('2025-01-15');
    expect(lastmod['/destinations/kenya']).toBe('2025-02-20');
    expect(lastmod['/destinations/japan']).toBe('2025-01-20');
    expect(lastmod['/privacy']).toBe('2026-11-01');
    expect(lastmod['/about']).toBe('2025-03-10');
  });

  it('gives a listing page the newest of its own date and its items', () => {
    const lastmod = dates();
    expect(lastmod['/']).toBe('2025-01-15');
    expect(lastmod['/blog']).toBe('2025-01-15');
    expect(lastmod['/destinations']).toBe('2025-02-20');
    expect(lastmod['/sitemap']).toBe('2026-11-01');
    const newer = { ...sources, pageUpdates: { ...sources.pageUpdates, '/': '2025-06-01' } };
    expect(dates(newer)['/']).toBe('2025-06-01');
  });

  it('never uses the build date', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(Object.values(dates())).not.toContain(today);
  });

  it('stops the build when a public page has no date', () => {
    expect(() =>
      sitemapEntries({ ...sources, publicPaths: [...sources.publicPaths, '/quiz'] }),
    ).toThrow(
      'sitemap.xml: no date for /quiz; add it to pageUpdates in packages/catalog/src/data/pages.ts',
    );
  });

  it('has a date for every page the site prerenders, none of them in the future', () => {
    const entries = sitemapEntries({
      publicPaths,
      pageUpdates,
      destinations,
      articles: blogPosts(),
      legalLastUpdated: LEGAL_LAST_UPDATED,
    });
    expect(entries).toHaveLength(publicPaths.length + destinations.length + blogPosts().length);
    const today = new Date().toISOString().slice(0, 10);
    for (const entry of entries) {
      expect(entry.lastmod, entry.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.lastmod <= today, entry.path).toBe(true);
    }
    expect(
      Object.keys(pageUpdates).every((path) => publicPaths.includes(path)),
      'no stale page dates',
    ).toBe(true);
  });
});
