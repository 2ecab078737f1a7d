import { describe, expect, it } from 'vitest';
import type { BlogPostSummary } from './posts.ts';
import { blogRss, rfc822 } from './rss.ts';

const post = (overrides: Partial<BlogPostSummary>): BlogPostSummary => ({
  id: 1,
  title: 'Flights & Fares: <The> "Guide"',
  slug: 'flights',
  excerpt: 'Fares out of MSP & beyond',
  author: 'Dana Okafor',
  authorRole: 'Ticketing',
  date: '2025-01-15',
  category: 'Travel Tips',
  readTime: '10 min read',
  tags: ['a', 'b', 'c'],
  scene: 'city',
  imageAlt: 'A city',
  ...overrides,
});

describe('blogRss', () => {
  const xml = blogRss(
    { title: 'Blog', description: 'Tips', origin: 'https://example.com', language: 'en-us' },
    [
      post({}),
      post({
        id: 2,
        slug: 'japan',
        title: 'Japan',
        date: '2025-01-12',
        category: 'Destination Guide',
      }),
    ],
  );
  const doc = new DOMParser().parseFromString(xml, 'application/xml');

  it('is well-formed RSS 2.0 with one item per article', () => {
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.querySelectorAll('item')).toHaveLength(2);
    expect(doc.querySelector('channel > link')?.textContent).toBe('https://example.com/blog');
    expect(doc.querySelector('channel > lastBuildDate')?.textContent).toBe(
      'Wed, 15 Jan 2025 00:00:00 GMT',
    );
  });

  it('gives each item its title, link, guid, date, description and category, escaped', () => {
    const item = doc.querySelector('item');
    expect(item?.querySelector('title')?.textContent).toBe('Flights & Fares: <The> "Guide"');
    expect(item?.querySelector('link')?.textContent).toBe('https://example.com/blog/flights');
    expect(item?.querySelector('guid')?.textContent).toBe('https://example.com/blog/flights');
    expect(item?.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true');
    expect(item?.querySelector('pubDate')?.textContent).toBe('Wed, 15 Jan 2025 00:00:00 GMT');
    expect(item?.querySelector('description')?.textContent).toBe('Fares out of MSP & beyond');
    expect(item?.querySelector('category')?.textContent).toBe('Travel Tips');
  });
});

describe('helpers', () => {
  it('formats RFC 822 dates in GMT', () => {
    expect(rfc822('2025-01-04')).toBe('Sat, 04 Jan 2025 00:00:00 GMT');
  });
});
