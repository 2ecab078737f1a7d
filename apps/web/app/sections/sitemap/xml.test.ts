import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './xml.ts';

describe('sitemapXml', () => {
  it('lists absolute URLs with their lastmod in a sitemaps.org urlset', () => {
    const xml = sitemapXml('https://example.org', [
      { path: '/', lastmod: '2026-11-22' },
      { path: '/blog/a', lastmod: '2025-01-04' },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain('<loc>https://example.org/</loc>\n    <lastmod>2026-11-22</lastmod>');
    expect(xml).toContain(
      '<loc>https://example.org/blog/a</loc>\n    <lastmod>2025-01-04</lastmod>',
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('parses as XML with one <url> per path', () => {
    const xml = sitemapXml('https://example.org', [
      { path: '/a?x=1&y=2', lastmod: '2026-01-01' },
      { path: '/b', lastmod: '2026-01-01' },
    ]);
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect([...document.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      'https://example.org/a?x=1&y=2',
      'https://example.org/b',
    ]);
  });

  it('lists each page in every language with the whole group as alternates', () => {
    const xml = sitemapXml(
      'https://example.org',
      [{ path: '/faq', lastmod: '2026-01-01' }],
      ['en', 'de', 'ar'],
    );
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const urls = [...document.getElementsByTagName('url')];
    expect(urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent)).toEqual([
      'https://example.org/faq',
      'https://example.org/de/faq',
      'https://example.org/ar/faq',
    ]);
    for (const url of urls) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      expect(
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ).toEqual([
        ['en', 'https://example.org/faq'],
        ['de', 'https://example.org/de/faq'],
        ['ar', 'https://example.org/ar/faq'],
        ['x-default', 'https://example.org/faq'],
      ]);
    }
  });

  it('escapes the XML special characters of a path', () => {
    const xml = sitemapXml('https://example.org', [{ path: `/a?q='<b>"`, lastmod: '2026-01-01' }]);
    expect(xml).toContain('<loc>https://example.org/a?q=&apos;&lt;b&gt;&quot;</loc>');
  });
});

describe('robotsTxt', () => {
  it('allows everything and points to the sitemap', () => {
    expect(robotsTxt('https://example.org')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n',
    );
  });
});
