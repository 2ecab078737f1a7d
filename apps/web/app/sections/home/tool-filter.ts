import type { ToolFilter } from '@travel/catalog';

/** The query-string name of the tools filter, so a filtered view can be shared: `/?tools=safety`. */
export const TOOL_FILTER_PARAM = 'tools';

/** `Safety` → `safety`: the URL value of a filter, and its dictionary key. */
export function toolFilterSlug(filter: ToolFilter): string {
  return filter.toLowerCase();
}

/**
 * The filter a query string asks for among `filters` (the catalog's `TOOL_FILTERS`, which the
 * home page gets from its loader); unknown or missing values mean All.
 */
export function parseToolFilter(
  params: URLSearchParams,
  filters: readonly ToolFilter[],
): ToolFilter {
  const wanted = params.get(TOOL_FILTER_PARAM)?.trim().toLowerCase();
  return filters.find((filter) => toolFilterSlug(filter) === wanted) ?? 'All';
}

/** The query string with the filter set; All is left out so the plain view stays `/`. */
export function withToolFilter(params: URLSearchParams, filter: ToolFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter === 'All') next.delete(TOOL_FILTER_PARAM);
  else next.set(TOOL_FILTER_PARAM, toolFilterSlug(filter));
  return next;
}
