import { Link } from 'react-router';
import { ActionIcon, Select } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { SubscriptionRow } from '@guardian/contracts';
import { ListPage } from '../../../components/list-page';
import type { Column } from '../../../components/table/data-table';
import { useListParams } from '../../../hooks/use-list-params';
import { formatUsDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { exportSubscriptions } from '../api/export-subscriptions';
import { useMonthlyPlanIds } from '../api/list-plans';
import { useSubscriptions, type SubscriptionFilters } from '../api/list-subscriptions';
import { StatusBadge, planLabel, platformLabel } from '../components/subscription-labels';

const s = t.subscriptions;
// The URL and the API say '' for All; the select needs a non-empty value for it.
const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: s.all },
  { value: 'true', label: s.active },
  { value: 'false', label: s.inactive },
];
const isStatus = (value: string): value is SubscriptionFilters['status'] => value === 'true' || value === 'false';

function columns(monthlyPlanIds: ReadonlySet<number>): Column<SubscriptionRow>[] {
  return [
    { key: 'sr', header: s.columns.srNo, render: (_, index) => index + 1, width: 70 },
    { key: 'userName', header: s.columns.userName, render: (row) => row.user.userName },
    { key: 'email', header: s.columns.email, render: (row) => row.user.email },
    { key: 'plan', header: s.columns.plan, render: (row) => planLabel(row.subscriptionPlanId, monthlyPlanIds) },
    { key: 'platform', header: s.columns.platform, render: (row) => platformLabel(row.deviceType) },
    { key: 'type', header: s.columns.type, render: (row) => row.type },
    { key: 'start', header: s.columns.startDate, render: (row) => formatUsDate(row.createdAt) },
    { key: 'end', header: s.columns.endDate, render: (row) => formatUsDate(row.subscriptionEndDate) },
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
  const list = useListParams({ status: '' });
  const status = isStatus(list.filters.status) ? list.filters.status : '';
  const filters: SubscriptionFilters = { keyword: list.search, status };
  const subscriptions = useSubscriptions({ ...filters, page: list.page, limit: list.limit });
  const monthlyPlanIds = useMonthlyPlanIds();
  // Rows wait for the plans: without them every plan would read Yearly for a moment.
  const ready = subscriptions.data && monthlyPlanIds.data;
  return (
    <ListPage
      texts={s}
      list={list}
      onExport={() => exportSubscriptions(filters)}
      filters={
        <Select
          label={s.status}
          data={STATUS_OPTIONS}
          value={status || ALL}
          allowDeselect={false}
          w={160}
          onChange={(value) => list.setFilters({ status: value === ALL ? '' : (value ?? '') })}
        />
      }
      table={{
        columns: columns(monthlyPlanIds.data ?? new Set()),
        rows: ready ? subscriptions.data.data : [],
        rowKey: (row) => row.id,
        total: subscriptions.data?.totalResults ?? 0,
        loading: subscriptions.isFetching || monthlyPlanIds.isLoading,
      }}
    />
  );
}
