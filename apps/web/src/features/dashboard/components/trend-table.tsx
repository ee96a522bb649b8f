import { Table } from '@mantine/core';
import { formatCount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { TrendChart } from '../lib/trend-charts';

/** The chart's numbers as a table: the same rows and series, and a total when the chart stacks several. */
export function TrendTable({ chart, labelledBy }: { chart: TrendChart; labelledBy: string }) {
  const withTotal = chart.series.length > 1;
  return (
    <Table striped withTableBorder aria-labelledby={labelledBy} data-testid={`trend-table-${chart.id}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{chart.category.label}</Table.Th>
          {chart.series.map((series) => (
            <Table.Th key={series.key} scope="col" ta="end">
              {series.label}
            </Table.Th>
          ))}
          {withTotal && (
            <Table.Th scope="col" ta="end">
              {t.dashboard.columns.total}
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {chart.rows.map((row) => (
          <Table.Tr key={String(row[chart.category.key])}>
            <Table.Th scope="row" fw={400}>
              {row[chart.category.key]}
            </Table.Th>
            {chart.series.map((series) => (
              <Table.Td key={series.key} ta="end">
                {formatCount(Number(row[series.key] ?? 0))}
              </Table.Td>
            ))}
            {withTotal && <Table.Td ta="end">{formatCount(chart.series.reduce((total, series) => total + Number(row[series.key] ?? 0), 0))}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
