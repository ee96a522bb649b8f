import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/** A small read-only table of given headers and cells: no paging, no sorting, every row shown. */
export function PlainTable({ headers, rows, label, striped }: { headers: string[]; rows: ReactNode[][]; label: string; striped?: boolean }) {
  return (
    <Table verticalSpacing={4} fz="sm" withTableBorder striped={striped} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((cells, index) => (
          <Table.Tr key={index}>
            {cells.map((cell, column) => (
              <Table.Td key={column}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
