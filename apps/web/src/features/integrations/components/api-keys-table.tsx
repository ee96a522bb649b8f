import { Button, Code } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ApiKeyRow } from '@guardian/contracts';
import { formatDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { AdminTable, NO_WRAP, WRAP_ANYWHERE, type AdminColumn } from '../../../components/table/admin-table';

const m = t.integrations;

type Props = { keys: ApiKeyRow[]; onRevoke: (key: ApiKeyRow) => void; revokingId: number | null };

function columns({ onRevoke, revokingId }: Omit<Props, 'keys'>): AdminColumn<ApiKeyRow>[] {
  return [
    { header: m.columns.name, cell: (key) => key.name, style: WRAP_ANYWHERE },
    { header: m.columns.key, cell: (key) => <Code>{key.keyPrefix}…</Code> },
    { header: m.columns.createdAt, cell: (key) => formatDateTime(key.createdAt, 'named'), style: NO_WRAP },
    { header: m.columns.createdBy, cell: (key) => key.createdBy ?? '' },
    { header: m.columns.lastUsedAt, cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt, 'named') : m.never), style: NO_WRAP },
    {
      header: m.actions,
      cell: (key) => (
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={14} />}
          loading={revokingId === key.id}
          aria-label={m.revokeKey(key.name)}
          onClick={() => onRevoke(key)}
        >
          {m.revoke}
        </Button>
      ),
    },
  ];
}

/** The keys in use; a handful at most, so one plain table without paging. */
export function ApiKeysTable({ keys, ...actions }: Props) {
  return <AdminTable label={m.title} rows={keys} columns={columns(actions)} empty={m.empty} minWidth={700} idAttribute="data-key-id" />;
}
