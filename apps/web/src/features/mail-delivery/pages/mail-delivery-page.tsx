import { Button, Card, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { MailDeliveryRow } from '@guardian/contracts';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useMailDelivery } from '../api/list-mail-delivery';
import { useResendMail } from '../api/resend-mail';
import { MailDeliveryTable } from '../components/mail-delivery-table';

const m = t.mailDelivery;

/** Mail the outbox sender has not delivered yet or gave up on: a super admin's screen (behind SuperAdminOnly; the server refuses others too). */
export function MailDeliveryPage() {
  const list = useMailDelivery();
  const resend = useResendMail();

  const onResend = (row: MailDeliveryRow) => resend.mutate(row.id, { onSuccess: () => notifySuccess(m.resent), onError: notifyApiError });

  return (
    <>
      <PageHeader title={m.title}>
        <Button variant="default" leftSection={<IconRefresh size={16} />} loading={list.isFetching} onClick={() => void list.refetch()}>
          {m.refresh}
        </Button>
      </PageHeader>
      <Card withBorder padding="lg" radius="md">
        <Text size="sm" mb="xs">
          {m.intro}
        </Text>
        {list.data && (
          <Text size="sm" c="dimmed" mb="md" data-testid="mail-delivery-counts">
            {m.counts(list.data.data.counts.pending, list.data.data.counts.failed, list.data.data.counts.sentLast24Hours)}
          </Text>
        )}
        <QueryView query={list} loadFailed={m.loadFailed}>
          {(answer) => <MailDeliveryTable rows={answer.data.rows} onResend={onResend} resendingId={resend.isPending ? (resend.variables ?? null) : null} />}
        </QueryView>
      </Card>
    </>
  );
}
