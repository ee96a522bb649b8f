import { useRef, type ReactNode } from 'react';
import { Box, Button, Card, Group, type ButtonProps } from '@mantine/core';
import type { ListParams } from '../hooks/use-list-params';
import type { OnDownloadProgress } from '../lib/download';
import { t } from '../lib/i18n';
import { ErrorState } from './error-state';
import { ExportButton } from './export-button';
import { PageHeader } from './page-header';
import { SearchInput, type SearchInputHandle } from './search-input';
import { DataTable } from './table/data-table';
import type { TableSort } from './table/sortable-header';
import { ListPager } from './table/list-pager';

type TableProps<Row> = Parameters<typeof DataTable<Row>>[0];
type PagerKey = keyof ListParams['pager'] | 'total' | 'totalIsEstimate' | 'sort';

type Props<Row> = {
  title: string;
  /** The list's URL state: the search box, Clear and the pager are wired to it. */
  list: Pick<ListParams, 'search' | 'setSearch' | 'clear' | 'pager'>;
  /** The answer's total (under whatever name the spec gives it) and whether the server estimated it. */
  total: { value: number; estimate: boolean } | undefined;
  /** Buttons beside the title, before the export (Add, Import), and after it (the devices' Add). */
  actions?: ReactNode;
  actionsAfter?: ReactNode;
  /** What the export downloads (reporting its progress); the button's busy state, progress and errors are written once. */
  exportCsv?: { label: string; run: (onProgress: OnDownloadProgress) => Promise<unknown>; variant?: ButtonProps['variant'] };
  /** The default toolbar: a search box, then `filters`, then Clear (when `clearLabel` is given). */
  search?: { placeholder: string; width?: number };
  filters?: ReactNode;
  clearLabel?: string;
  /** Instead of the default toolbar: a list with a filter form of its own (devices, timeline). */
  toolbar?: ReactNode;
  /** The rows as a table; or `children` for a list drawn otherwise (the timeline), with the same pager. */
  table?: Omit<TableProps<Row>, PagerKey>;
  /** The server-side order and its sortable columns (useListSort), shown in the table's headers. */
  sort?: TableSort;
  children?: ReactNode;
  /** The card is busy while a page loads (for a list drawn by `children`; the table says so itself). */
  busy?: boolean;
  totalTestId?: string;
  /** The list's query: a failed load says so above the (empty) rows, with Retry, instead of passing for "no rows". */
  query?: { isError: boolean; isFetching: boolean; refetch: () => unknown };
};

/**
 * Every server-paginated list: a title with its actions and export button, a toolbar (search, filters, Clear,
 * or the list's own form), the rows (a table, or the list's own drawing) and the pager, which reads "about
 * 47,000" when the server estimated the total.
 */
export function ListPage<Row>({
  title,
  list,
  total,
  actions,
  actionsAfter,
  exportCsv,
  search,
  filters,
  clearLabel,
  toolbar,
  table,
  sort,
  children,
  busy,
  totalTestId,
  query,
}: Props<Row>) {
  const box = useRef<SearchInputHandle>(null);
  const totals = { total: total?.value ?? 0, totalIsEstimate: total?.estimate ?? false };
  const defaultToolbar = (search || filters || clearLabel) && (
    <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
      {search && <SearchInput ref={box} value={list.search} onChange={list.setSearch} placeholder={search.placeholder} width={search.width} />}
      {filters}
      {clearLabel && (
        <Button
          variant="default"
          onClick={() => {
            box.current?.cancel();
            list.clear();
          }}
        >
          {clearLabel}
        </Button>
      )}
    </Group>
  );

  return (
    <>
      <PageHeader title={title}>
        {actions}
        {exportCsv && <ExportButton label={exportCsv.label} onExport={exportCsv.run} variant={exportCsv.variant} />}
        {actionsAfter}
      </PageHeader>
      <Card withBorder padding="lg" radius="md" aria-busy={busy}>
        {toolbar ?? defaultToolbar}
        {query?.isError && (
          <Box mb="md">
            <ErrorState title={t.states.loadFailed(title)} retrying={query.isFetching} onRetry={() => void query.refetch()} testId="list-load-failed" />
          </Box>
        )}
        {table ? (
          <DataTable {...table} {...totals} {...list.pager} sort={sort} />
        ) : (
          <>
            {children}
            <ListPager {...totals} {...list.pager} totalTestId={totalTestId} />
          </>
        )}
      </Card>
    </>
  );
}
