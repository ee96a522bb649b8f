import { SORT_DIRECTIONS, type SortDirection } from '@guardian/contracts';
import type { SortColumn, TableSort } from '../components/table/sortable-header';

type SortKeys = 'order_by' | 'order';
/** The part of useListParams the order needs: the list's filters include order_by and order. */
type SortedList = { filters: Record<SortKeys, string>; setFilters: (values: Partial<Record<SortKeys, string>>) => void };

/**
 * A list's server-side order as the URL holds it (`order_by`, `order`: the names the API takes), for the
 * table's headers and the list's call. A hand-edited value the list does not offer shows the default order;
 * the default stays out of the URL, and a new order starts again at page 1 (setFilters drops the page).
 */
export function listSort<B extends string>(
  list: SortedList,
  orders: readonly B[],
  defaults: { order_by: B; order: SortDirection },
  columns: Record<string, SortColumn & { by: B }>,
): TableSort & { by: B } {
  const by = (orders as readonly string[]).includes(list.filters.order_by) ? (list.filters.order_by as B) : defaults.order_by;
  const order = (SORT_DIRECTIONS as readonly string[]).includes(list.filters.order) ? (list.filters.order as SortDirection) : defaults.order;
  return {
    by,
    order,
    columns,
    onSort: (nextBy, nextOrder) => {
      const isDefault = nextBy === defaults.order_by && nextOrder === defaults.order;
      list.setFilters({ order_by: isDefault ? '' : nextBy, order: isDefault ? '' : nextOrder });
    },
  };
}
