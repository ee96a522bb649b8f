import type { SQL } from 'drizzle-orm';
import { whereAll } from '../sql-helpers';
import type { SearchShare } from './totals';

/**
 * A request's conditions, as data for the later stages: `filter` (scope, filters and search; undefined when none
 * applies: the unfiltered plans and total), and when the list declares a `collectSearch`, the same conditions with
 * it in place of the search (`collectFilter`). `searching`: a search term is among them (the planner misjudges
 * those, so their total is sampled and their page's plan enforced; plain filters are left to its statistics).
 * `narrowed`: a filter or a search applies (page marks serve only the whole list). `share`: the search's known share
 * of the table when nothing but the scope narrows it besides (decision 042).
 */
export type Filters = { filter: SQL | undefined; collectFilter: SQL | undefined; searching: boolean; narrowed: boolean; share?: SearchShare };

/** What a declaration's fragments gave for one request (each undefined when it does not apply). */
export type FilterParts = {
  scope: SQL | undefined;
  filters: (SQL | undefined)[];
  search: SQL | undefined;
  collectSearch: SQL | undefined;
  share: SearchShare | undefined;
};

export function resolveFilters({ scope, filters, search, collectSearch, share }: FilterParts): Filters {
  const applied = filters.filter((part) => part !== undefined);
  const combined = (term: SQL | undefined) => {
    const parts = [scope, ...applied, term].filter((part) => part !== undefined);
    return parts.length ? whereAll(parts) : undefined;
  };
  return {
    filter: combined(search),
    collectFilter: search !== undefined && collectSearch ? combined(collectSearch) : undefined,
    searching: search !== undefined,
    narrowed: applied.length > 0 || search !== undefined,
    share: search !== undefined && applied.length === 0 ? share : undefined,
  };
}
