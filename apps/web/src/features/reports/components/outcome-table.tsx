import { Table, Title } from '@mantine/core';
import type { OutcomeCounts } from '@guardian/contracts';
import { formatCount } from '../../../lib/format';
import { t } from '../../../lib/i18n';

const m = t.reports;

/** Genuine against false alarms, then each outcome with its count. */
export function OutcomeTable({ counts }: { counts: OutcomeCounts }) {
  const rows = [
    { key: 'genuine', label: m.genuine, alarms: counts.genuine, strong: true },
    { key: 'false', label: m.false, alarms: counts.false, strong: true },
    { key: 'unresolved', label: m.unresolved, alarms: counts.unresolved, strong: true },
    ...counts.outcomes.map((row) => ({ key: row.outcome, label: t.alarms.outcome[row.outcome], alarms: row.alarms, strong: false })),
  ];
  return (
    <section aria-labelledby="report-outcomes" className="report-block">
      <Title order={2} size="h4" id="report-outcomes" mb="xs">
        {m.byOutcome}
      </Title>
      <Table striped withTableBorder aria-labelledby="report-outcomes" maw={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.columns.outcome}</Table.Th>
            <Table.Th>{m.alarms}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={row.strong ? 700 : 400}>
                {row.label}
              </Table.Th>
              <Table.Td>{formatCount(row.alarms)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
