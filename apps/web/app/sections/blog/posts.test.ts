// @vitest-environment node
// Pure functions; node also lets the catalog's file-system loader be imported.
import { BLOG_INDEX_CATEGORIES, loadBlogPosts } from '@travel/catalog/blog';
import { describe, expect, it } from 'vitest';
import {
  BLOG_FILTERS,
  DEFAULT_BLOG_VIEW,
  blogViewParams,
  featuredPosts,
  filterPosts,
  isBlogFilter,
  parseBlogView,
  type BlogPostSummary,
} from './posts.ts';

type Post = Pick<BlogPostSummary, 'title' | 'excerpt' | 'tags' | 'category'>;

const posts: Post[] = [
  {
    title: 'Cheap Flights',
    excerpt: 'Fares out of MSP',
    tags: ['airfare'],
    category: 'Travel Tips',
  },
  {
    title: 'Japan by Season',
    excerpt: 'Cherry blossoms and autumn',
    tags: ['Kyoto'],
    category: 'Destination Guide',
  },
  {
    title: 'Travel Insurance',
    excerpt: 'What a policy covers',
    tags: ['claims', 'medical'],
    category: 'Insurance',
  },
  {
    title: 'Remote Work Bases',
    excerpt: 'Time zones that work',
    tags: ['nomad'],
    category: 'Digital Nomad',
  },
];

describe('filterPosts', () => {
  it('returns everything for All and no search', () => {
    expect(filterPosts(posts, {})).toEqual(posts);
    expect(filterPosts(posts, { query: '   ', filter: 'all' })).toEqual(posts);
  });

  it('matches title, excerpt or a tag, case-insensitively', () => {
    expect(filterPosts(posts, { query: 'cheap' }).map((p) => p.title)).toEqual(['Cheap Flights']);
    expect(filterPosts(posts, { query: 'BLOSSOMS' }).map((p) => p.title)).toEqual([
      'Japan by Season',
    ]);
    expect(filterPosts(posts, { query: 'kyoto' }).map((p) => p.title)).toEqual(['Japan by Season']);
    expect(filterPosts(posts, { query: '  Claims ' }).map((p) => p.title)).toEqual([
      'Travel Insurance',
    ]);
  });

  it('does not search other fields', () => {
    expect(filterPosts(posts, { query: 'Destination Guide' })).toEqual([]);
  });

  it('filters by category and combines it with the search', () => {
    expect(filterPosts(posts, { filter: 'insurance' }).map((p) => p.title)).toEqual([
      'Travel Insurance',
    ]);
    expect(filterPosts(posts, { filter: 'travel-tips', query: 'japan' })).toEqual([]);
    expect(filterPosts(posts, { filter: 'destination-guide', query: 'japan' })).toHaveLength(1);
  });
});

describe('featuredPosts', () => {
  it('features the first two only under All with an empty search', () => {
    expect(featuredPosts(posts, {})).toEqual(posts.slice(0, 2));
    expect(featuredPosts(posts, { query: 'x' })).toEqual([]);
    expect(featuredPosts(posts, { filter: 'insurance' })).toEqual([]);
    expect(featuredPosts(posts, { query: '  ' })).toHaveLength(2);
  });
});

describe('BLOG_FILTERS', () => {
  it('offers All and the catalog’s index categories, in order', () => {
    expect(Object.values(BLOG_FILTERS)).toEqual([null, ...BLOG_INDEX_CATEGORIES]);
    expect(isBlogFilter('insurance')).toBe(true);
    expect(isBlogFilter('Insurance')).toBe(false);
    expect(isBlogFilter('constructor')).toBe(false);
    expect(isBlogFilter(null)).toBe(false);
  });

  it('leaves some articles under every chip of the real catalog', () => {
    const real = loadBlogPosts();
    for (const filter of Object.keys(BLOG_FILTERS) as (keyof typeof BLOG_FILTERS)[]) {
      expect(filterPosts(real, { filter }).length).toBeGreaterThan(0);
    }
  });
});

describe('parseBlogView and blogViewParams', () => {
  it('round-trips a view and leaves defaults out', () => {
    const params = blogViewParams({ query: 'japan', filter: 'destination-guide' });
    expect(params.toString()).toBe('q=japan&category=destination-guide');
    expect(parseBlogView(params)).toEqual({ query: 'japan', filter: 'destination-guide' });
    expect(blogViewParams(DEFAULT_BLOG_VIEW).toString()).toBe('');
  });

  it('reads an unknown category as All', () => {
    expect(parseBlogView(new URLSearchParams('category=Nope&q=x'))).toEqual({
      query: 'x',
      filter: 'all',
    });
  });
});
