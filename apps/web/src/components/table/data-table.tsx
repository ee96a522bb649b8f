import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Group, Loader, Table, Text } from '@mantine/core';
import { t } from '../../lib/i18n';
import { ListPager } from './list-pager';
import { useProgressiveRows } from './use-progressive-rows';

export type Column<Row> = { key: string; header: ReactNode; render: (row: Row, index: number) => ReactNode; width?: number | string };

type Props<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  total: number;
  page: number;
  limit: number;
  loading?: boolean;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  caption?: string;
};

/** The element's height whenever it settles (not while `busy`), observed without forcing a layout. */
function useSettledHeight(busy: boolean) {
  const element = useRef<HTMLDivElement>(null);
  const busyNow = useRef(busy);
  const [height, setHeight] = useState<number>();
  // Before the browser lays the change out, so that the observer sees the right flag.
  useLayoutEffect(() => {
    busyNow.current = busy;
  }, [busy]);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && !busyNow.current) setHeight(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return [element, height] as const;
}

type RowProps<Row> = { row: Row; index: number; columns: Column<Row>[] };

/** One row; memoised so that a render of the table (loading, controls) does not render its rows again. */
const DataRow = memo(function DataRow<Row>({ row, index, columns }: RowProps<Row>) {
  return (
    <Table.Tr>
      {columns.map((column) => (
        <Table.Td key={column.key}>
          <div className="data-table-cell">{column.render(row, index)}</div>
        </Table.Td>
      ))}
    </Table.Tr>
  );
}) as <Row>(props: RowProps<Row>) => ReactNode;

/**
 * A server-paginated table: the rows of one page, the total, and the page and page-size controls.
 *
 * Rows mount a few at a time (useProgressiveRows), so that a 100-row page renders without a long task.
 * While they do, the table keeps the height it had, so that the page and its controls do not jump.
 */
export function DataTable<Row>({ columns, rows, rowKey, total, page, limit, loading, onPageChange, onLimitChange, caption }: Props<Row>) {
  const shown = useProgressiveRows(rows, (page - 1) * limit);
  const [container, settledHeight] = useSettledHeight(shown.revealing);
  const body = shown.rows.map((row, index) => <DataRow key={rowKey(row)} row={row} index={shown.first + index} columns={columns} />);
  return (
    <>
      {/* Native overflow: Mantine's scroll area re-measures the whole table on every update. */}
      <Table.ScrollContainer type="native" minWidth={800} ref={container} style={shown.revealing ? { minHeight: settledHeight } : undefined}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading || shown.revealing}>
          {caption && <Table.Caption>{caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} style={column.width ? { width: column.width } : undefined}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {body}
            {shown.empty && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Group justify="center" p="md">
                    {loading ? <Loader size="sm" aria-label={t.common.loading} /> : <Text c="dimmed">{t.common.noData}</Text>}
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager total={total} page={page} limit={limit} onPageChange={onPageChange} onLimitChange={onLimitChange} />
    </>
  );
}
