import { useState } from 'react';
import type { PanicEventRow } from '@guardian/contracts';
import { AlertLogsModal } from '../../../components/panic-event/alert-logs-modal';
import { eventColumns } from '../../../components/panic-event/event-columns';
import { DataTable } from '../../../components/table/data-table';
import { t } from '../../../lib/i18n';
import { useCustomerPanicEvents } from '../api/list-customer-panic-events';
import { Section } from './section';
import { useSectionPager } from './use-section-pager';

/** The person's panic events, newest first and paged, each with its logs and its shared experience. */
export function PanicEventsSection({ userId }: { userId: string }) {
  const pager = useSectionPager();
  const events = useCustomerPanicEvents(userId, pager);
  const [logsOf, setLogsOf] = useState<PanicEventRow | null>(null);
  const page = events.data;
  return (
    <Section title={t.customer.sections.panicEvents} name="panic-events" state={events} empty={page?.totalResult === 0 && t.customer.noPanicEvents}>
      {page && (
        <DataTable
          columns={eventColumns(setLogsOf)}
          rows={page.data}
          rowKey={(row) => row.id}
          total={page.totalResult}
          totalIsEstimate={page.totalIsEstimate}
          loading={events.isFetching}
          {...pager}
        />
      )}
      <AlertLogsModal event={logsOf} onClose={() => setLogsOf(null)} />
    </Section>
  );
}
