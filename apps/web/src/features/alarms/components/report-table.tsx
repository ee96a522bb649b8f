import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { t } from '../../../lib/i18n';

/** A plain table of the printable report: every row printed whole (no paging, no scrolling); "None." when empty. */
export function ReportTable({ label, headers, rows }: { label: string; headers: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t.alarmDesk.none}
      </Text>
    );
  return (
    <Table aria-label={label} withTableBorder verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((cells, row) => (
          <Table.Tr key={row}>
            {cells.map((cell, column) => (
              <Table.Td key={column}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
