import { Link, useParams } from 'react-router';
import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { DateStyleScope } from '../../../components/date-text';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useCustomer } from '../api/get-customer';
import { AuditSection } from '../components/audit-section';
import { ContactsSection } from '../components/contacts-section';
import { DevicesSection } from '../components/devices-section';
import { PanicEventsSection } from '../components/panic-events-section';
import { ProfileSection } from '../components/profile-section';
import { SubscriptionSection } from '../components/subscription-section';
import { TransactionsSection } from '../components/transactions-section';

const m = t.customer;

/**
 * /admin/customer/{userId}: one app user's whole story (issue 13). The summary (profile, subscription, contacts,
 * devices) is one call; transactions, panic events and audit entries are paged calls of their own, each section
 * with its own loading, empty and error state. The h1 and the tab title are the person's name.
 */
export function CustomerPage() {
  const { userId = '' } = useParams();
  const customer = useCustomer(userId);
  const summary = customer.data?.data;
  const refused = customer.error instanceof ApiError && customer.error.status >= 400 && customer.error.status < 500;
  return (
    <>
      <PageHeader title={summary?.profile.fullName ?? m.title}>
        <Button component={Link} to="/admin/customer" variant="default" leftSection={<IconArrowLeft size={16} className="mirror-in-rtl" />}>
          {m.back}
        </Button>
        {summary && (
          <Button component={Link} to={`/admin/customerdetails/${summary.profile.userId}`} variant="light" leftSection={<IconPencil size={16} />}>
            {m.edit}
          </Button>
        )}
      </PageHeader>
      {customer.error &&
        // No such user (404) or a malformed id (400): the server's words; anything else can be retried.
        (refused ? (
          <Alert color="red" role="alert" data-testid="customer-refused">
            {customer.error.message}
          </Alert>
        ) : (
          <ErrorState title={t.states.loadFailed(m.title)} retrying={customer.isFetching} onRetry={() => void customer.refetch()} />
        ))}
      {customer.isPending && <Stack aria-busy="true" aria-label={t.common.loading} />}
      {summary && (
        // The person's joining day meets their subscription's (M/DD/YYYY elsewhere): every date here names its month.
        <DateStyleScope style="named">
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <ProfileSection profile={summary.profile} />
              <SubscriptionSection userId={summary.profile.userId} subscription={summary.subscription} />
            </SimpleGrid>
            <TransactionsSection userId={userId} />
            <ContactsSection contacts={summary.emergencyContacts} total={summary.emergencyContactCount} userName={summary.profile.userName} />
            <DevicesSection devices={summary.devices} />
            <PanicEventsSection userId={userId} />
            <AuditSection userId={userId} />
          </Stack>
        </DateStyleScope>
      )}
    </>
  );
}
