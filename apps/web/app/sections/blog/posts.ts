import type { BlogCategory } from '@travel/catalog/blog';

import type { BlogPostSummary } from '../../lib/blog-summary.ts';

export type { BlogPostSummary };

/**
 * The blog index's category chips (spec §2 /blog), by the value they put in `?category=`.
 * Kept here rather than imported from the Node-only loader module; `posts.test.ts` checks
 * they match its `BLOG_INDEX_CATEGORIES`.
 */
export const BLOG_FILTERS = {
  all: null,
  'travel-tips': 'Travel Tips',
  'destination-guide': 'Destination Guide',
  insurance: 'Insurance',
} as const satisfies Record<string, BlogCategory | null>;
export type BlogFilter = keyof typeof BLOG_FILTERS;
export const blogFilters = Object.keys(BLOG_FILTERS) as BlogFilter[];

/** How many of the newest articles the index features (spec §9). */
export const FEATURED_COUNT = 2;

export function isBlogFilter(value: string | null | undefined): value is BlogFilter {
  return typeof value === 'string' && Object.hasOwn(BLOG_FILTERS, value);
}

/** Dictionary key (`blog:categories.<key>`) of a category or filter. */
export function categoryKey(category: BlogCategory | 'All') {
  const keys = {
    All: 'all',
    'Travel Tips': 'travelTips',
    'Destination Guide': 'destinationGuide',
    Insurance: 'insurance',
    'Flight Tips': 'flightTips',
    'Solo Travel': 'soloTravel',
    'Travel Planning': 'travelPlanning',
    'Digital Nomad': 'digitalNomad',
  } as const satisfies Record<BlogCategory | 'All', string>;
  return keys[category];
}

export function filterCategoryKey(filter: BlogFilter) {
  return categoryKey(BLOG_FILTERS[filter] ?? 'All');
}

/**
 * The articles a search and a category leave (spec §5): the text is a case-insensitive
 * substring of the title, the excerpt or a tag; surrounding spaces are ignored.
 */
export function filterPosts<
  Post extends Pick<BlogPostSummary, 'title' | 'excerpt' | 'tags' | 'category'>,
>(
  posts: readonly Post[],
  { query = '', filter = 'all' }: { query?: string; filter?: BlogFilter },
): Post[] {
  const needle = query.trim().toLocaleLowerCase();
  const category = BLOG_FILTERS[filter];
  return posts.filter((post) => {
    if (category && post.category !== category) return false;
    if (!needle) return true;
    return [post.title, post.excerpt, ...post.tags].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    );
  });
}

/** Featured articles: the first two, shown only under All with no search (spec §2, §9). */
export function featuredPosts<Post>(
  posts: readonly Post[],
  { query = '', filter = 'all' }: { query?: string; filter?: BlogFilter },
): Post[] {
  return filter === 'all' && !query.trim() ? posts.slice(0, FEATURED_COUNT) : [];
}

/** What the index is showing: the search text and the category chip. */
export interface BlogView {
  query: string;
  filter: BlogFilter;
}

export const DEFAULT_BLOG_VIEW: BlogView = { query: '', filter: 'all' };

/** `?q=…&category=…` → the view; an unknown category means All. */
export function parseBlogView(params: URLSearchParams): BlogView {
  const category = params.get('category');
  return { query: params.get('q') ?? '', filter: isBlogFilter(category) ? category : 'all' };
}

/** The view → its query string, leaving defaults out so the plain index stays `/blog`. */
export function blogViewParams({ query, filter }: BlogView): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (filter !== 'all') params.set('category', filter);
  return params;
}
