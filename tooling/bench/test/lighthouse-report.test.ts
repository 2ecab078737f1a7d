import { describe, expect, it } from 'vitest';
import {
  medianRun,
  readLhr,
  representativePaths,
  sitemapLocations,
  type LhrLike,
} from '../src/lib/lighthouse-report.ts';

const origin = 'http://127.0.0.1:4000';

const lhr: LhrLike = {
  categories: {
    performance: { score: 0.786, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
    accessibility: {
      score: 0.95,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
        { id: 'tabindex', weight: 0 },
      ],
    },
    'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    seo: { score: null, auditRefs: [] },
  },
  audits: {
    'largest-contentful-paint': { score: 0.5, numericValue: 3812.4 },
    'total-blocking-time': { score: 0.9, numericValue: 130 },
    'cumulative-layout-shift': { score: 1, numericValue: 0 },
    'color-contrast': { score: 0, scoreDisplayMode: 'binary' },
    'image-alt': { score: null, scoreDisplayMode: 'notApplicable' },
    tabindex: { score: 0, scoreDisplayMode: 'binary' },
    'errors-in-console': { score: 1, scoreDisplayMode: 'binary' },
    'network-requests': {
      score: null,
      details: {
        type: 'table',
        items: [
          { url: `${origin}/`, resourceType: 'Document', mimeType: 'text/html' },
          { url: `${origin}/assets/entry.client-x.js`, resourceType: 'Script' },
          { url: `${origin}/assets/root-x.js`, resourceType: 'Script' },
          { url: `${origin}/assets/root-x.js`, resourceType: 'Script' },
          { url: `${origin}/assets/root-x.css`, resourceType: 'Stylesheet' },
          { url: `${origin}/assets/late.js`, resourceType: 'Other', mimeType: 'text/javascript' },
          { url: 'https://www.google.com/recaptcha/api.js', resourceType: 'Script' },
        ],
      },
    },
  },
};

describe('readLhr', () => {
  it('reads scores out of 100, the three metrics, our own JS and CSS, and failing audits', () => {
    expect(readLhr(lhr, origin)).toEqual({
      scores: { performance: 79, accessibility: 95, 'best-practices': 100, seo: null },
      lcpMs: 3812.4,
      tbtMs: 130,
      cls: 0,
      scripts: [
        `${origin}/assets/entry.client-x.js`,
        `${origin}/assets/root-x.js`,
        `${origin}/assets/late.js`,
      ],
      stylesheets: [`${origin}/assets/root-x.css`],
      failedAudits: ['accessibility: color-contrast'],
      benchmarkIndex: null,
      scriptsBeforeHydrated: null,
    });
    expect(readLhr({ ...lhr, environment: { benchmarkIndex: 1234 } }, origin).benchmarkIndex).toBe(
      1234,
    );
  });

  it('tells the scripts requested before the page marked itself hydrated from later ones', () => {
    const items = [
      { url: `${origin}/`, resourceType: 'Document', rendererStartTime: 0 },
      { url: `${origin}/assets/framework-a.js`, resourceType: 'Script', rendererStartTime: 410 },
      { url: `${origin}/assets/home-b.js`, resourceType: 'Script', rendererStartTime: 412 },
      {
        url: `${origin}/assets/MobileMenuPanel-c.js`,
        resourceType: 'Script',
        rendererStartTime: 950,
      },
      { url: `${origin}/assets/no-time.js`, resourceType: 'Script' },
    ];
    const marked = (startTime: number, name = 'hydrated') => ({
      ...lhr,
      audits: {
        ...lhr.audits,
        'network-requests': { score: null, details: { type: 'table', items } },
        'user-timings': {
          score: null,
          details: { type: 'table', items: [{ name, timingType: 'Mark', startTime }] },
        },
      },
    });
    expect(readLhr(marked(700), origin).scriptsBeforeHydrated).toEqual([
      `${origin}/assets/framework-a.js`,
      `${origin}/assets/home-b.js`,
    ]);
    expect(readLhr(marked(700), origin).scripts).toHaveLength(4);
    // A page that never marked itself hydrated has no such figure: it was not interactive.
    expect(readLhr(marked(700, 'other'), origin).scriptsBeforeHydrated).toBeNull();
  });

  it('lets the median run by performance stand for several', () => {
    const run = (performance: number | null) => ({
      ...readLhr(lhr, origin),
      scores: { ...readLhr(lhr, origin).scores, performance },
    });
    expect(medianRun([run(90), run(70), run(80)]).scores.performance).toBe(80);
    expect(medianRun([run(90), run(70)]).scores.performance).toBe(70);
    expect(medianRun([run(null)]).scores.performance).toBeNull();
    expect(() => medianRun([])).toThrow();
  });
});

describe('the pages of the sitemap', () => {
  const xml = `<?xml version="1.0"?><urlset>
    <url><loc>https://www.example.com/</loc></url>
    <url><loc> https://www.example.com/blog </loc></url>
    <url><loc>https://www.example.com/blog/first-post</loc></url>
    <url><loc>https://www.example.com/blog/second-post</loc></url>
    <url><loc>https://www.example.com/destinations/japan</loc></url>
    <url><loc>https://www.example.com/faq?x=1&amp;y=2</loc></url>
    <url><loc>https://www.example.com/es</loc></url>
    <url><loc>https://www.example.com/ar/contact</loc></url>
    <url><loc>https://www.example.com/ar/blog/first-post</loc></url>
  </urlset>`;

  it('lists every <loc>, unescaped', () => {
    expect(sitemapLocations(xml)).toEqual([
      'https://www.example.com/',
      'https://www.example.com/blog',
      'https://www.example.com/blog/first-post',
      'https://www.example.com/blog/second-post',
      'https://www.example.com/destinations/japan',
      'https://www.example.com/faq?x=1&y=2',
      'https://www.example.com/es',
      'https://www.example.com/ar/contact',
      'https://www.example.com/ar/blog/first-post',
    ]);
  });

  it('picks one page of each kind for the representative set, only pages that exist', () => {
    const paths = sitemapLocations(xml).map((loc) => new URL(loc).pathname);
    expect(representativePaths(paths)).toEqual([
      '/',
      '/blog',
      '/destinations/japan',
      '/blog/first-post',
      '/es',
      '/ar/contact',
      '/ar/blog/first-post',
    ]);
  });
});
