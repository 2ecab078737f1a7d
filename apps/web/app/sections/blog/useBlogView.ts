import { typingHistory, useQueryState, type QueryCodec } from '../../lib/useQueryState.ts';
import {
  DEFAULT_BLOG_VIEW,
  blogViewParams,
  parseBlogView,
  type BlogFilter,
  type BlogView,
} from './posts.ts';

const codec: QueryCodec<BlogView> = {
  defaults: DEFAULT_BLOG_VIEW,
  parse: parseBlogView,
  serialize: blogViewParams,
};

/**
 * The index's search and category, mirrored in the query string (`?q=&category=`) so a
 * filtered view can be shared and Back restores the previous one. Typing starts one history
 * entry and then replaces it; a category chip or Show all pushes one.
 */
export function useBlogView() {
  const [view, setView] = useQueryState(codec);
  return {
    view,
    setQuery: (query: string) => setView({ ...view, query }, typingHistory(view.query, query)),
    setFilter: (filter: BlogFilter) => setView({ ...view, filter }, 'push'),
    reset: () => setView(DEFAULT_BLOG_VIEW, 'push'),
  };
}
