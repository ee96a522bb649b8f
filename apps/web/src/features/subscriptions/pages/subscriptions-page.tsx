import { Link } from 'react-router';
import { ActionIcon, Select } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { SUBSCRIPTION_ORDER_BY, type SubscriptionFilters, type SubscriptionRow } from '@guardian/contracts';
import { BreakableText } from '../../../components/breakable-text';
import { CustomerLink, nameOr } from '../../../components/customer-link';
import { DateRangeFilter, dayRangeQuery } from '../../../components/date-range-filter';
import { ListPage } from '../../../components/list-page';
import { StatusBadge, planLabel, platformLabel } from '../../../components/subscription-labels';
import type { Column } from '../../../components/table/data-table';
import { NamedValue } from '../../../components/user-text';
import { listSort } from '../../../hooks/list-sort';
import { useListParams } from '../../../hooks/use-list-params';
import { useMonthlyPlanIds } from '../../../hooks/use-plans';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { exportSubscriptions } from '../api/export-subscriptions';
import { useSubscriptions } from '../api/list-subscriptions';

const s = t.subscriptions;
// The URL and the API say '' for All; the select needs a non-empty value for it.
const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: s.all },
  { value: 'true', label: s.active },
  { value: 'false', label: s.inactive },
];
const isStatus = (value: string): value is SubscriptionFilters['status'] => value === 'true' || value === 'false';
// Newest subscription first, as the list always was; either date column sorts, newest first on a first click.
const SORT_DEFAULTS = { order_by: 'createdAt', order: 'DESC' } as const;
const SORT_COLUMNS = { start: { by: 'createdAt', first: 'DESC' }, end: { by: 'endDate', first: 'DESC' } } as const;

function columns(monthlyPlanIds: ReadonlySet<number>): Column<SubscriptionRow>[] {
  return [
    { key: 'sr', header: s.columns.srNo, render: (_, index) => index + 1, width: 70 },
    {
      key: 'userName',
      header: s.columns.userName,
      render: (row) => (
        <CustomerLink userId={row.userId}>
          <BreakableText text={nameOr(row.user.userName, row.user.email)} />
        </CustomerLink>
      ),
    },
    { key: 'email', header: s.columns.email, render: (row) => <BreakableText text={row.user.email} /> },
    { key: 'plan', header: s.columns.plan, render: (row) => planLabel(row.subscriptionPlanId, monthlyPlanIds) },
    { key: 'platform', header: s.columns.platform, render: (row) => platformLabel(row.deviceType) },
    { key: 'type', header: s.columns.type, render: (row) => <NamedValue value={row.type} names={s.typeNames} /> },
    { key: 'start', header: s.columns.startDate, render: (row) => formatDate(row.createdAt, 'us') },
    { key: 'end', header: s.columns.endDate, render: (row) => formatDate(row.subscriptionEndDate, 'us') },
    { key: 'status', header: s.columns.status, render: (row) => <StatusBadge active={row.isActive} labels={[s.active, s.inactive]} /> },
    {
      key: 'action',
      header: s.columns.action,
      render: (row) => (
        <ActionIcon component={Link} to={`/admin/subscription-details/${row.userId}`} variant="light" aria-label={s.viewDetails} title={s.viewDetails}>
          <IconEye size={18} />
        </ActionIcon>
      ),
    },
  ];
}

export function SubscriptionsPage() {
  const list = useListParams({ status: '', order_by: '', order: '', from: '', to: '' });
  const status = isStatus(list.filters.status) ? list.filters.status : '';
  const sort = listSort(list, SUBSCRIPTION_ORDER_BY, SORT_DEFAULTS, SORT_COLUMNS);
  const filters: SubscriptionFilters = { keyword: list.search, status, order_by: sort.by, order: sort.order, ...dayRangeQuery(list.filters) };
  const subscriptions = useSubscriptions({ ...filters, page: list.page, limit: list.limit });
  const monthlyPlanIds = useMonthlyPlanIds();
  // Rows wait for the plans: without them every plan would read Yearly for a moment.
  const ready = subscriptions.data && monthlyPlanIds.data;
  return (
    <ListPage
      query={subscriptions}
      title={s.title}
      list={list}
      exportCsv={{ label: s.exportCsv, run: (onProgress) => exportSubscriptions(filters, onProgress) }}
      search={{ placeholder: s.searchPlaceholder }}
      clearLabel={s.clear}
      total={subscriptions.data && { value: subscriptions.data.totalResults, estimate: subscriptions.data.totalIsEstimate }}
      filters={
        <>
          <Select
            label={s.status}
            data={STATUS_OPTIONS}
            value={status || ALL}
            allowDeselect={false}
            w={160}
            onChange={(value) => list.setFilters({ status: value === ALL ? '' : (value ?? '') })}
          />
          <DateRangeFilter label={s.startDateRange} value={list.filters} onChange={list.setFilters} />
        </>
      }
      sort={sort}
      table={{
        columns: columns(monthlyPlanIds.data ?? new Set()),
        rows: ready ? subscriptions.data.data : [],
        rowKey: (row) => row.id,
        loading: subscriptions.isFetching || monthlyPlanIds.isLoading,
      }}
    />
  );
}
