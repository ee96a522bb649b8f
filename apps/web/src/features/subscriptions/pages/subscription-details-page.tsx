import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { SubscriptionHost } from '@guardian/contracts';
import { DateStyleScope } from '../../../components/date-text';
import { ErrorState } from '../../../components/error-state';
import { PhoneNumber } from '../../../components/phone-number';
import { PageHeader } from '../../../components/page-header';
import { transactionColumns } from '../../../components/subscription-transactions';
import { DataTable } from '../../../components/table/data-table';
import { useListParams } from '../../../hooks/use-list-params';
import { useMonthlyPlanIds } from '../../../hooks/use-plans';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useSubscriptionHistory } from '../api/get-subscription-history';

const s = t.subscriptions;

function HostDetails({ host }: { host: SubscriptionHost }) {
  const fields: [string, ReactNode][] = [
    [s.fullName, host.fullName],
    [s.email, host.email],
    [s.userName, host.userName ?? ''],
    [s.phone, host.phoneNumber ? <PhoneNumber callingCode={host.countryCode} number={host.phoneNumber} /> : ''],
  ];
  return (
    <Card withBorder padding="lg" radius="md" mb="lg">
      <Title order={2} size="h4" mb="md">
        {s.userDetails}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            {/* The user's own data, isolated: a phone number or an e-mail keeps its order in Arabic. */}
            <Text fw={500} data-testid={`host-${label}`}>
              <bdi>{value || '—'}</bdi>
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
    <DateStyleScope style="us">
      <PageHeader title={s.detailsTitle}>
        <Button component={Link} to="/admin/subscription" variant="default" leftSection={<IconArrowLeft size={16} className="mirror-in-rtl" />}>
          {s.back}
        </Button>
      </PageHeader>
      {history.error &&
        // A refusal the server explains (no such user: 404) is said as such; anything else can be retried.
        (history.error instanceof ApiError && history.error.status >= 400 && history.error.status < 500 ? (
          <Alert color="red" mb="lg" role="alert">
            {history.error.message}
          </Alert>
        ) : (
          <ErrorState title={t.states.loadFailed(s.detailsTitle)} retrying={history.isFetching} onRetry={() => void history.refetch()} />
        ))}
      {data && <HostDetails host={data.hostData} />}
      {!history.error && (
        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h4" mb="md">
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
    </DateStyleScope>
  );
}
