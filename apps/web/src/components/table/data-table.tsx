import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Group, Loader, Table, Text } from '@mantine/core';
import { t } from '../../lib/i18n';
import { ListPager } from './list-pager';
import { SortableHeader, type TableSort } from './sortable-header';
import { useProgressiveRows } from './use-progressive-rows';

/**
 * `cellMaxWidth` narrows a column's cells below the 24rem every cell may take (global.css): for a table of many
 * columns where two long texts at 24rem would push the row actions out of view.
 */
export type Column<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  width?: number | string;
  cellMaxWidth?: string;
};

/** The header as words, for a sort button's name ("Sort by Full Name"); a header drawn otherwise is named by its key. */
const headerText = (column: { key: string; header: ReactNode }) => (typeof column.header === 'string' ? column.header : column.key);

type Props<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  total: number;
  /** The total is the server's estimate: the pager says "about N". */
  totalIsEstimate?: boolean;
  page: number;
  limit: number;
  loading?: boolean;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  caption?: string;
  /** Server-side order: sortable columns get a button in their header and aria-sort (sortable-header.tsx). */
  sort?: TableSort;
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

/**
 * The body's rows and cells are plain elements with the classes and attributes Mantine's Table.Tr and Table.Td
 * would give them (the table below is striped, highlights on hover and has row borders): each of those is a
 * Mantine component (props, context, style resolution), a thousand of them in a 100-row page of ten columns,
 * which was the largest part of mounting one (`npm run bench:table`).
 */
const ROW_CLASS = `mantine-Table-tr ${Table.classes.tr}`;
const CELL_CLASS = `mantine-Table-td ${Table.classes.td}`;

/** One row; memoised so that a render of the table (loading, controls) does not render its rows again. */
const DataRow = memo(function DataRow<Row>({ row, index, columns }: RowProps<Row>) {
  return (
    <tr className={ROW_CLASS} data-striped="odd" data-hover data-with-row-border>
      {columns.map((column) => (
        <td key={column.key} className={CELL_CLASS}>
          <div className="data-table-cell" style={column.cellMaxWidth ? { maxWidth: column.cellMaxWidth } : undefined}>
            {column.render(row, index)}
          </div>
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: RowProps<Row>) => ReactNode;

/**
 * A server-paginated table: the rows of one page, the total, and the page and page-size controls.
 *
 * Rows mount a few at a time (useProgressiveRows), so that a 100-row page renders without a long task.
 * While they do, the table keeps the height it had, so that the page and its controls do not jump.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  total,
  totalIsEstimate,
  page,
  limit,
  loading,
  onPageChange,
  onLimitChange,
  caption,
  sort,
}: Props<Row>) {
  const shown = useProgressiveRows(rows, (page - 1) * limit);
  const [container, settledHeight] = useSettledHeight(shown.revealing);
  const body = shown.rows.map((row, index) => <DataRow key={rowKey(row)} row={row} index={shown.first + index} columns={columns} />);
  return (
    <>
      {/* Native overflow: Mantine's scroll area re-measures the whole table on every update. */}
      <Table.ScrollContainer type="native" minWidth={800} ref={container} style={shown.revealing ? { minHeight: settledHeight } : undefined}>
        <Table className="data-table" striped highlightOnHover verticalSpacing="sm" aria-busy={loading || shown.revealing || shown.behind}>
          {caption && <Table.Caption>{caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const sortable = sort?.columns[column.key];
                return sort && sortable ? (
                  <SortableHeader key={column.key} header={column.header} label={headerText(column)} column={sortable} sort={sort} width={column.width} />
                ) : (
                  <Table.Th key={column.key} style={column.width ? { width: column.width } : undefined}>
                    {column.header}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {body}
            {shown.empty && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Group justify="center" p="md">
                    {loading ? <Loader size="sm" role="status" aria-label={t.common.loading} /> : <Text c="dimmed">{t.common.noData}</Text>}
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager total={total} totalIsEstimate={totalIsEstimate} page={page} limit={limit} onPageChange={onPageChange} onLimitChange={onLimitChange} />
    </>
  );
}
