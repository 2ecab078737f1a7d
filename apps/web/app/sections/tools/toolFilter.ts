import { TOOL_FILTERS, type ToolCategory, type ToolFilter } from '@travel/catalog';

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
