import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { PlainTable } from '../../../components/table/plain-table';
import { t } from '../../../lib/i18n';

/** A section of the printable report: its title, then a table printed whole (or "None." when empty). */
export function ReportSection({ title, headers, rows, children }: { title: string; headers: string[]; rows: ReactNode[][]; children?: ReactNode }) {
  return (
    <section aria-label={title} className="alarm-report-section">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.alarmDesk.none}
        </Text>
      ) : (
        <PlainTable label={title} headers={headers} rows={rows} />
      )}
    </section>
  );
}
