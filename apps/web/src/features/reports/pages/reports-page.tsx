import './reports-print.css';
import { Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ResponseReport } from '@guardian/contracts';
import { ExportButton } from '../../../components/export-button';
import { MonthInput } from '../../../components/month-input';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { ResponseFigureGrid } from '../../../components/response-figure-grid';
import { UserText } from '../../../components/user-text';
import { formatUtcDay } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { exportResponseReport } from '../api/export-response-report';
import { useResponseReport } from '../api/get-response-report';
import { BreakdownTable } from '../components/breakdown-table';
import { OutcomeTable } from '../components/outcome-table';
import { SharesChart } from '../components/shares-chart';
import { useReportMonth } from '../hooks/use-report-month';

const m = t.reports;

function Report({ report }: { report: ResponseReport }) {
  return (
    <Stack gap="xl">
      <Text size="sm" c="dimmed">
        {m.window(formatUtcDay(report.from, { style: 'named' }), formatUtcDay(report.to, { style: 'named' }))}
      </Text>
      <ResponseFigureGrid figures={report} />
      {report.alarms === 0 ? (
        <Text>{m.empty}</Text>
      ) : (
        <>
          <SharesChart report={report} />
          <OutcomeTable counts={report.byOutcome} />
          <BreakdownTable
            title={m.byKind}
            groupHeader={m.groups.kind}
            rows={report.byKind.map((row) => ({ ...row, key: row.kind, label: m.kind[row.kind] }))}
          />
          <BreakdownTable
            title={m.byAlertType}
            groupHeader={m.groups.alertType}
            rows={report.byAlertType.map((row) => ({ ...row, key: row.alertType, label: m.alertType[row.alertType] ?? row.alertType }))}
          />
          <BreakdownTable
            title={m.bySource}
            groupHeader={m.groups.source}
            rows={report.bySource.map((row) => ({ ...row, key: row.source, label: m.source[row.source] ?? row.source }))}
          />
          <BreakdownTable
            title={m.byOperator}
            groupHeader={m.columns.operator}
            empty={m.noOperators}
            rows={report.byOperator.map((row) => ({ ...row, key: row.operatorId, label: <UserText>{row.name}</UserText> }))}
          />
        </>
      )}
    </Stack>
  );
}

/** Answer times of a month against BS 8484, with its breakdowns; exported as CSV or printed. */
export function ReportsPage() {
  const { month, includeTest, query, update } = useReportMonth();
  const report = useResponseReport(query);
  return (
    <>
      <PageHeader title={m.title}>
        <Group gap="sm" data-print="hide">
          <ExportButton label={m.exportCsv} variant="default" onExport={(onProgress) => exportResponseReport(query, onProgress)} />
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {m.print}
          </Button>
        </Group>
      </PageHeader>
      <Card withBorder padding="lg" radius="md">
        <Group gap="lg" align="flex-end" mb="lg" data-print="hide">
          <MonthInput label={m.month} value={month} onChange={(chosen) => update({ month: chosen })} />
          <Switch label={m.includeTest} checked={includeTest} onChange={(event) => update({ includeTest: event.currentTarget.checked })} mb={8} />
        </Group>
        <QueryView query={report} loadFailed={m.loadFailed}>
          {(answer) => <Report report={answer.data} />}
        </QueryView>
      </Card>
    </>
  );
}
