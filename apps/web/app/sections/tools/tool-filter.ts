import { TOOL_CATEGORIES, type ToolCategory, type ToolFilter } from '@travel/catalog';

/**
 * The filter chips above the tools: `All`, then the ten categories. The catalog's `TOOL_FILTERS`,
 * built here from the vocabulary: importing it would bring the catalog's tools module (every tool,
 * validated) into the page's JavaScript, while /tools receives its tools as loader data.
 */
export const TOOL_FILTERS = ['All', ...TOOL_CATEGORIES] as const satisfies readonly ToolFilter[];

/** Keys of the `tools:categories` dictionary, one per category. */
export type ToolCategoryKey = Lowercase<ToolCategory>;

export const toolCategoryKey = (category: ToolCategory): ToolCategoryKey =>
  category.toLowerCase() as ToolCategoryKey;

/** The filter a query parameter names (`?category=planning`); anything else is `All`. */
export function toolFilterFromParam(value: string | null): ToolFilter {
  if (!value) return 'All';
  return (
    TOOL_FILTERS.find(
      (filter) => filter !== 'All' && filter.toLowerCase() === value.toLowerCase(),
    ) ?? 'All'
  );
}

/** The query parameter of a filter; `All` has none. */
export const toolFilterParam = (filter: ToolFilter): string | null =>
  filter === 'All' ? null : filter.toLowerCase();
