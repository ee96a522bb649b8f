import type { CSSProperties, ReactNode } from 'react';
import { Table, Text } from '@mantine/core';

export type AdminColumn<Row> = { header: string; cell: (row: Row) => ReactNode; style?: CSSProperties };

/** Cells that wrap anywhere (free text that may have no spaces) and cells kept on one line (dates). */
export const WRAP_ANYWHERE: CSSProperties = { overflowWrap: 'anywhere' };
export const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };

type Props<Row extends { id: number }> = {
  /** The table's accessible name (the page's title). */
  label: string;
  rows: Row[];
  columns: AdminColumn<Row>[];
  /** Said instead of an empty table. */
  empty: string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** A data attribute on each row that carries its id (data-key-id...), for finding a row in the page. */
  idAttribute: `data-${string}`;
};

/**
 * A short administration list (service keys, mail delivery): a handful of rows the server sends whole, so one
 * plain striped table without paging, sorting or DataTable's progressive rows.
 */
export function AdminTable<Row extends { id: number }>({ label, rows, columns, empty, minWidth, idAttribute }: Props<Row>) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} {...{ [idAttribute]: row.id }}>
              {columns.map((column) => (
                <Table.Td key={column.header} style={column.style}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
