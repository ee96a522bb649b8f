import { useState } from 'react';
import { Select } from '@mantine/core';
import {
  ALARM_KIND,
  ALARM_STATUS,
  ALERT_FROM_MOBILE,
  ALERT_FROM_WATCH,
  ALERT_TYPE_EMERGENCY,
  ALERT_TYPE_WARNING,
  PANIC_ORDER_BY,
  SORT_DIRECTIONS,
  type AlarmKind,
  type AlarmStatus,
  type PanicEventRow,
} from '@guardian/contracts';
import { BreakableText } from '../../../components/breakable-text';
import { CustomerLink } from '../../../components/customer-link';
import { DateRangeFilter, dayRangeQuery } from '../../../components/date-range-filter';
import { ListPage } from '../../../components/list-page';
import { AlertLogsModal } from '../../../components/panic-event/alert-logs-modal';
import { eventColumns } from '../../../components/panic-event/event-columns';
import type { Column } from '../../../components/table/data-table';
import { listSort } from '../../../hooks/list-sort';
import { useListParams } from '../../../hooks/use-list-params';
import { t } from '../../../lib/i18n';
import { exportPanicEvents } from '../api/export-panic-events';
import { usePanicEvents, type PanicEventFilters } from '../api/list-panic-events';

const p = t.panicEvents;
// Default panic order: by date, descending (spec section 9).
const DEFAULTS = { order_by: 'createdAt', order: 'DESC', status: 'all', alertType: 'all', source: 'all', kind: 'all', from: '', to: '' } as const;
type FilterKey = keyof typeof DEFAULTS;
// The headers sort as the Order by and Order selects do: names A to Z on a first click, the date newest first.
const SORT_COLUMNS = { fullName: { by: 'fullName' }, userName: { by: 'userName' }, createdAt: { by: 'createdAt', first: 'DESC' } } as const;
const ORDER_BY_OPTIONS = PANIC_ORDER_BY.map((value) => ({ value, label: p.orderByOptions[value] }));
const ORDER_OPTIONS = SORT_DIRECTIONS.map((value) => ({ value, label: p.orderOptions[value] }));
// 'all' stands for no status filter (a select option cannot be empty).
const STATUS_OPTIONS = [{ value: 'all', label: t.alarms.allStatuses }, ...ALARM_STATUS.map((value) => ({ value, label: t.alarms.status[value] }))];
// 'all' stands for no alert type or source filter, as for the status.
const ALERT_TYPE_OPTIONS = [
  { value: 'all', label: p.allAlertTypes },
  { value: String(ALERT_TYPE_WARNING), label: p.warning },
  { value: String(ALERT_TYPE_EMERGENCY), label: p.emergency },
];
const SOURCE_OPTIONS = [
  { value: 'all', label: p.allSources },
  { value: String(ALERT_FROM_MOBILE), label: p.mobile },
  { value: String(ALERT_FROM_WATCH), label: p.watch },
];
const KIND_OPTIONS = [{ value: 'all', label: p.allKinds }, ...ALARM_KIND.map((value) => ({ value, label: p.kind[value] }))];
/** A code from the URL, when it is one of the pair (a hand-edited other value shows every event). */
const codeOf = (value: string): 1 | 2 | undefined => (value === '1' ? 1 : value === '2' ? 2 : undefined);

function columns(showLogs: (row: PanicEventRow) => void): Column<PanicEventRow>[] {
  return [
    { key: 'sr', header: p.columns.srNo, render: (_, index) => index + 1, width: 70 },
    { key: 'fullName', header: p.columns.fullName, render: (row) => <CustomerLink userId={row.userAlert.userId}>{row.userAlert.fullName}</CustomerLink> },
    {
      key: 'userName',
      header: p.columns.userName,
      render: (row) => (
        <CustomerLink userId={row.userAlert.userId}>
          <BreakableText text={row.userAlert.userName} />
        </CustomerLink>
      ),
    },
    ...eventColumns(showLogs),
  ];
}

export function PanicEventsPage() {
  const list = useListParams<FilterKey>(DEFAULTS);
  const [logsOf, setLogsOf] = useState<PanicEventRow | null>(null);
  const sort = listSort(list, PANIC_ORDER_BY, DEFAULTS, SORT_COLUMNS);
  const filters: PanicEventFilters = {
    keyword: list.search,
    order_by: sort.by,
    order: sort.order,
    status: (ALARM_STATUS as readonly string[]).includes(list.filters.status) ? (list.filters.status as AlarmStatus) : undefined,
    alertType: codeOf(list.filters.alertType),
    source: codeOf(list.filters.source),
    kind: (ALARM_KIND as readonly string[]).includes(list.filters.kind) ? (list.filters.kind as AlarmKind) : undefined,
    ...dayRangeQuery(list.filters),
  };
  const events = usePanicEvents({ ...filters, page: list.page, limit: list.limit });
  // Defaults stay out of the URL, so a plain /admin/panic-events is the default list.
  const setFilter = (key: FilterKey, value: string | null) => list.setFilters({ [key]: value === DEFAULTS[key] ? '' : (value ?? '') });
  return (
    <>
      <ListPage
        query={events}
        title={p.title}
        list={list}
        exportCsv={{ label: p.exportCsv, run: (onProgress) => exportPanicEvents(filters, onProgress) }}
        search={{ placeholder: p.searchPlaceholder }}
        clearLabel={p.clear}
        total={events.data && { value: events.data.totalResult, estimate: events.data.totalIsEstimate }}
        filters={
          <>
            <Select
              label={p.orderBy}
              data={ORDER_BY_OPTIONS}
              value={sort.by}
              allowDeselect={false}
              w={150}
              onChange={(value) => setFilter('order_by', value)}
            />
            <Select label={p.order} data={ORDER_OPTIONS} value={sort.order} allowDeselect={false} w={150} onChange={(value) => setFilter('order', value)} />
            <Select
              label={t.alarms.statusFilter}
              data={STATUS_OPTIONS}
              value={filters.status ?? 'all'}
              allowDeselect={false}
              w={160}
              onChange={(value) => setFilter('status', value)}
            />
            <Select
              label={p.alertTypeFilter}
              data={ALERT_TYPE_OPTIONS}
              value={String(filters.alertType ?? 'all')}
              allowDeselect={false}
              w={160}
              onChange={(value) => setFilter('alertType', value)}
            />
            <Select
              label={p.sourceFilter}
              data={SOURCE_OPTIONS}
              value={String(filters.source ?? 'all')}
              allowDeselect={false}
              w={140}
              onChange={(value) => setFilter('source', value)}
            />
            <Select
              label={p.kindFilter}
              data={KIND_OPTIONS}
              value={filters.kind ?? 'all'}
              allowDeselect={false}
              w={130}
              onChange={(value) => setFilter('kind', value)}
            />
            <DateRangeFilter value={list.filters} onChange={list.setFilters} />
          </>
        }
        sort={sort}
        table={{
          columns: columns(setLogsOf),
          rows: events.data?.data ?? [],
          rowKey: (row) => row.id,
          loading: events.isFetching,
        }}
      />
      <AlertLogsModal event={logsOf} onClose={() => setLogsOf(null)} />
    </>
  );
}
