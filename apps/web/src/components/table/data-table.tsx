import { memo, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Group, Loader, Pagination, Select, Table, Text } from '@mantine/core';
import { PAGE_SIZES } from '@guardian/contracts';
import { t } from '../../lib/i18n';

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

type RowProps<Row> = { row: Row; index: number; columns: Column<Row>[] };

/** One row; memoised so that a render of the table (loading, controls) does not render its rows again. */
const DataRow = memo(function DataRow<Row>({ row, index, columns }: RowProps<Row>) {
  return (
    <Table.Tr>
      {columns.map((column) => (
        <Table.Td key={column.key}>{column.render(row, index)}</Table.Td>
      ))}
    </Table.Tr>
  );
}) as <Row>(props: RowProps<Row>) => ReactNode;

/**
 * A server-paginated table: the rows of one page, the total, and the page and page-size controls.
 *
 * A new page of rows (up to 100) renders as a deferred, interruptible update (useDeferredValue): React
 * builds it in slices of a few milliseconds and swaps it in at once, so the page stays responsive and no
 * main-thread task runs long (e2e/tests/table-performance.spec.ts); the previous rows stay until then.
 */
export function DataTable<Row>({ columns, rows, rowKey, total, page, limit, loading, onPageChange, onLimitChange, caption }: Props<Row>) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = (page - 1) * limit;
  const shown = useDeferredValue(useMemo(() => ({ rows, first }), [rows, first]));
  const body = shown.rows.map((row, index) => <DataRow key={rowKey(row)} row={row} index={shown.first + index} columns={columns} />);
  return (
    <>
      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
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
            {shown.rows.length === 0 && (
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
      <Group justify="space-between" mt="md" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" id="rows-per-page-label">
            {t.common.rowsPerPage}
          </Text>
          <Select
            aria-labelledby="rows-per-page-label"
            w={90}
            size="xs"
            allowDeselect={false}
            data={PAGE_SIZES.map(String)}
            value={String(limit)}
            onChange={(value) => value && onLimitChange(Number(value))}
          />
          <Text size="sm" c="dimmed">
            {total === 0 ? '0' : `${first + 1}–${Math.min(first + limit, total)}`} / {total}
          </Text>
        </Group>
        <Pagination total={pages} value={Math.min(page, pages)} onChange={onPageChange} size="sm" siblings={1} boundaries={1} getControlProps={(control) => ({ 'aria-label': control === 'previous' ? t.common.previous : control === 'next' ? t.common.next : undefined })} />
      </Group>
    </>
  );
}
