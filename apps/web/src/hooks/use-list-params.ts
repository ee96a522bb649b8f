import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@guardian/contracts';

/**
 * List state (page, page size, search and any filters) lives in the URL, so a reload, the back button and
 * a shared link all show the same page. Values outside what the list accepts fall back to defaults.
 */
export function useListParams<F extends string>(filters: Record<F, string> = {} as Record<F, string>) {
  const [params, setParams] = useSearchParams();
  const limitParam = Number(params.get('limit'));
  const limit = (PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : DEFAULT_PAGE_SIZE;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const search = params.get('search') ?? '';
  const filterValues = useMemo(() => {
    const out = {} as Record<F, string>;
    for (const key of Object.keys(filters) as F[]) out[key] = params.get(key) ?? filters[key];
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, resetPage = true) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (resetPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  const setPage = (value: number) => update({ page: value > 1 ? value : undefined }, false);
  const setLimit = (value: number) => update({ limit: value === DEFAULT_PAGE_SIZE ? undefined : value });

  return {
    page,
    limit,
    search,
    filters: filterValues,
    setPage,
    setLimit,
    /** The paging props of DataTable, wired to the URL: `<DataTable {...list.pager} ... />`. */
    pager: { page, limit, onPageChange: setPage, onLimitChange: setLimit },
    setSearch: (value: string) => update({ search: value }),
    setFilters: (values: Partial<Record<F, string>>) => update(values as Record<string, string>),
    clear: () => setParams(new URLSearchParams()),
  };
}

export type ListParams = ReturnType<typeof useListParams>;
