import { Badge, Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { MailDeliveryRow, MailStatus } from '@guardian/contracts';
import { formatDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { BreakableText } from '../../../components/breakable-text';
import { AdminTable, NO_WRAP, WRAP_ANYWHERE, type AdminColumn } from '../../../components/table/admin-table';

const m = t.mailDelivery;
const COLOR: Record<MailStatus, string> = { pending: 'yellow', sending: 'blue', sent: 'green', failed: 'red', kept: 'gray' };

type Props = { rows: MailDeliveryRow[]; onResend: (row: MailDeliveryRow) => void; resendingId: number | null };

function columns({ onResend, resendingId }: Omit<Props, 'rows'>): AdminColumn<MailDeliveryRow>[] {
  return [
    { header: m.columns.to, cell: (row) => <BreakableText text={row.to} /> },
    { header: m.columns.subject, cell: (row) => row.subject, style: WRAP_ANYWHERE },
    {
      header: m.columns.status,
      cell: (row) => (
        <Badge color={COLOR[row.status]} variant="light">
          {m.status[row.status]}
        </Badge>
      ),
    },
    { header: m.columns.attempts, cell: (row) => row.attempts },
    { header: m.columns.lastError, cell: (row) => row.lastError ?? '', style: { ...WRAP_ANYWHERE, maxWidth: 320 } },
    { header: m.columns.createdAt, cell: (row) => formatDateTime(row.createdAt, 'named'), style: NO_WRAP },
    { header: m.columns.nextAttemptAt, cell: (row) => (row.nextAttemptAt ? formatDateTime(row.nextAttemptAt, 'named') : ''), style: NO_WRAP },
    {
      header: m.actions,
      // Only a mail that has not gone (or gave up) can be sent again.
      cell: (row) =>
        (row.status === 'failed' || row.status === 'pending') && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} />}
            loading={resendingId === row.id}
            aria-label={m.resendLabel(row.to, row.subject)}
            onClick={() => onResend(row)}
          >
            {m.resend}
          </Button>
        ),
    },
  ];
}

/** At most MAIL_DELIVERY.listLimit rows, newest first: one plain table without paging. */
export function MailDeliveryTable({ rows, ...actions }: Props) {
  return <AdminTable label={m.title} rows={rows} columns={columns(actions)} empty={m.empty} minWidth={900} idAttribute="data-mail-id" />;
}
