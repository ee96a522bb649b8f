import { Link, useParams } from 'react-router';
import { Alert, Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { SubscriptionHost, SubscriptionTransaction } from '@guardian/contracts';
import { PageHeader } from '../../../components/page-header';
import { DataTable, type Column } from '../../../components/table/data-table';
import { useListParams } from '../../../hooks/use-list-params';
import { ApiError } from '../../../lib/api-client';
import { formatUsDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useSubscriptionHistory } from '../api/get-subscription-history';
import { useMonthlyPlanIds } from '../api/list-plans';
import { StatusBadge, planLabel, platformLabel } from '../components/subscription-labels';

const s = t.subscriptions;
const c = s.transactionColumns;

const money = (cents: number, currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

function transactionColumns(monthlyPlanIds: ReadonlySet<number>): Column<SubscriptionTransaction>[] {
  return [
    { key: 'sr', header: s.columns.srNo, render: (_, index) => index + 1, width: 70 },
    { key: 'ref', header: c.transactionId, render: (row) => row.transactionRef },
    { key: 'plan', header: c.plan, render: (row) => planLabel(row.subscriptionPlanId, monthlyPlanIds) },
    { key: 'platform', header: c.platform, render: (row) => platformLabel(row.deviceType) },
    { key: 'amount', header: c.amount, render: (row) => money(row.amountCents, row.currency) },
    { key: 'start', header: c.startDate, render: (row) => formatUsDate(row.startDate) },
    { key: 'end', header: c.endDate, render: (row) => formatUsDate(row.endDate) },
    { key: 'status', header: c.status, render: (row) => <StatusBadge active={row.isActive} labels={[s.ongoing, s.expired]} /> },
  ];
}

function HostDetails({ host }: { host: SubscriptionHost }) {
  const phone = [host.countryCode, host.phoneNumber].filter(Boolean).join(' ');
  const fields: [string, string][] = [
    [s.fullName, host.fullName],
    [s.email, host.email],
    [s.userName, host.userName ?? ''],
    [s.phone, phone],
  ];
  return (
    <Card withBorder padding="lg" radius="md" mb="lg">
      <Title order={4} mb="md">
        {s.userDetails}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={500} data-testid={`host-${label}`}>
              {value || '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

export function SubscriptionDetailsPage() {
  const { userId = '' } = useParams();
  const list = useListParams();
  const history = useSubscriptionHistory({ userId, page: list.page, limit: list.limit });
  const monthlyPlanIds = useMonthlyPlanIds();
  const data = history.data?.data;
  return (
    <>
      <PageHeader title={s.detailsTitle}>
        <Button component={Link} to="/admin/subscription" variant="default" leftSection={<IconArrowLeft size={16} />}>
          {s.back}
        </Button>
      </PageHeader>
      {history.error && (
        <Alert color="red" mb="lg">
          {history.error instanceof ApiError && history.error.status < 500 ? history.error.message : t.toast.somethingWrong}
        </Alert>
      )}
      {data && <HostDetails host={data.hostData} />}
      {!history.error && (
        <Card withBorder padding="lg" radius="md">
          <Title order={4} mb="md">
            {s.transactions}
          </Title>
          <DataTable
            columns={transactionColumns(monthlyPlanIds.data ?? new Set())}
            rows={data && monthlyPlanIds.data ? data.transactionData : []}
            rowKey={(row) => row.id}
            total={data?.totalResult ?? 0}
            {...list.pager}
            loading={history.isFetching || monthlyPlanIds.isLoading}
          />
        </Card>
      )}
    </>
  );
}
