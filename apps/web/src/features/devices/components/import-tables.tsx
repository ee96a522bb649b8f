import type { ReactNode } from 'react';
import { Alert, Table, Text } from '@mantine/core';
import type { ImportReport } from '@guardian/contracts';
import { PlainTable } from '../../../components/table/plain-table';
import { formatCount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { PREVIEW_ROWS, type CsvPreview } from '../lib/device-csv';

const d = t.devices;

function SmallTable({ headers, rows, label }: { headers: string[]; rows: ReactNode[][]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={500} mah={260}>
      <PlainTable headers={headers} rows={rows} label={label} striped />
    </Table.ScrollContainer>
  );
}

/** The first rows of the chosen file, before anything is sent. */
export function ImportPreview({ preview }: { preview: CsvPreview }) {
  const title = d.previewTitle(preview.rowCount);
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <SmallTable
        label={title}
        headers={[d.deviceId, d.deviceName, d.macAddress]}
        rows={preview.rows.map((row) => [row.deviceId, row.deviceName, row.macAddress])}
      />
      {preview.rowCount > PREVIEW_ROWS && (
        <Text size="xs" c="dimmed" mt={4}>
          {d.previewMore(PREVIEW_ROWS)}
        </Text>
      )}
    </div>
  );
}

/** The server's list of rows to fix; nothing was stored. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <Alert color="red" title={d.reportTitle} variant="light">
      <Text size="sm" mb="xs" role="alert">
        {report.message}
      </Text>
      <SmallTable
        label={d.reportTitle}
        headers={[d.row, d.deviceId, d.field, d.problem]}
        rows={report.report.map((error) => [error.row, error.deviceId, error.field, error.message])}
      />
      {report.errorCount > report.report.length && (
        <Text size="xs" c="dimmed" mt={4}>
          {d.reportMore(report.report.length, formatCount(report.errorCount))}
        </Text>
      )}
    </Alert>
  );
}
