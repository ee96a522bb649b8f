import { useState } from 'react';
import { Anchor, Button, Select } from '@mantine/core';
import { IconExternalLink, IconList } from '@tabler/icons-react';
import { ALERT_FROM_WATCH, PANIC_ORDER_BY, SORT_DIRECTIONS, type PanicEventRow, type PanicOrderBy, type SortDirection } from '@guardian/contracts';
import { ListPage } from '../../../components/list-page';
import type { Column } from '../../../components/table/data-table';
import { useListParams } from '../../../hooks/use-list-params';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { exportPanicEvents } from '../api/export-panic-events';
import { usePanicEvents, type PanicEventFilters } from '../api/list-panic-events';
import { AlertLogsModal } from '../components/alert-logs-modal';
import { AlertTypeDot } from '../components/alert-type-dot';

const p = t.panicEvents;
// Default panic order: by date, descending (spec section 9).
const DEFAULTS = { order_by: 'createdAt', order: 'DESC' } as const;
const ORDER_BY_OPTIONS = PANIC_ORDER_BY.map((value) => ({ value, label: p.orderByOptions[value] }));
const ORDER_OPTIONS = SORT_DIRECTIONS.map((value) => ({ value, label: p.orderOptions[value] }));
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

function columns(showLogs: (row: PanicEventRow) => void): Column<PanicEventRow>[] {
  return [
    { key: 'sr', header: p.columns.srNo, render: (_, index) => index + 1, width: 70 },
    { key: 'fullName', header: p.columns.fullName, render: (row) => row.userAlert.fullName },
    { key: 'userName', header: p.columns.userName, render: (row) => row.userAlert.userName },
    { key: 'createdAt', header: p.columns.createdAt, render: (row) => formatDateTime(row.createdAt) },
    { key: 'alertType', header: p.columns.alertType, render: (row) => <AlertTypeDot alertType={row.alertType} /> },
    { key: 'source', header: p.columns.source, render: (row) => (row.isAlertStartedFromDevice === ALERT_FROM_WATCH ? p.watch : p.mobile) },
    {
      key: 'logs',
      header: p.columns.logs,
      render: (row) => (
        <Button size="xs" variant="light" leftSection={<IconList size={14} />} onClick={() => showLogs(row)}>
          {p.viewLogs}
        </Button>
      ),
    },
    {
      key: 'link',
      header: p.columns.eventLink,
      render: (row) =>
        row.eventUrl ? (
          <Anchor href={row.eventUrl} target="_blank" rel="noopener noreferrer" size="sm">
            {p.openEvent} <IconExternalLink size={12} />
          </Anchor>
        ) : null,
    },
  ];
}

export function PanicEventsPage() {
  const list = useListParams<'order_by' | 'order'>(DEFAULTS);
  const [logsOf, setLogsOf] = useState<PanicEventRow | null>(null);
  const filters: PanicEventFilters = {
    keyword: list.search,
    orderBy: oneOf<PanicOrderBy>(PANIC_ORDER_BY, list.filters.order_by, DEFAULTS.order_by),
    order: oneOf<SortDirection>(SORT_DIRECTIONS, list.filters.order, DEFAULTS.order),
  };
  const events = usePanicEvents({ ...filters, page: list.page, limit: list.limit });
  // Defaults stay out of the URL, so a plain /admin/panic-events is the default list.
  const setFilter = (key: 'order_by' | 'order', value: string | null) => list.setFilters({ [key]: value === DEFAULTS[key] ? '' : (value ?? '') });
  return (
    <>
      <ListPage
        texts={p}
        list={list}
        onExport={() => exportPanicEvents(filters)}
        filters={
          <>
            <Select label={p.orderBy} data={ORDER_BY_OPTIONS} value={filters.orderBy} allowDeselect={false} w={150} onChange={(value) => setFilter('order_by', value)} />
            <Select label={p.order} data={ORDER_OPTIONS} value={filters.order} allowDeselect={false} w={150} onChange={(value) => setFilter('order', value)} />
          </>
        }
        table={{
          columns: columns(setLogsOf),
          rows: events.data?.data ?? [],
          rowKey: (row) => row.id,
          total: events.data?.totalResult ?? 0,
          loading: events.isFetching,
        }}
      />
      <AlertLogsModal event={logsOf} onClose={() => setLogsOf(null)} />
    </>
  );
}
