import { Link } from 'react-router';
import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import type { UserRow } from '@guardian/contracts';
import { DataTable, type Column } from '../../../components/table/data-table';
import { t } from '../../../lib/i18n';
import { UserStatusSwitch } from './user-status-switch';

const u = t.users;

const COLUMNS: Column<UserRow>[] = [
  { key: 'userId', header: u.userId, render: (row) => row.userId, width: 90 },
  { key: 'fullName', header: u.fullName, render: (row) => row.fullName },
  { key: 'email', header: u.email, render: (row) => row.email },
  { key: 'userName', header: u.userName, render: (row) => row.userName ?? '' },
  // Numbers do not break across lines, and the badge keeps its width however narrow the screen.
  { key: 'phone', header: u.phone, render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{[row.countryCode, row.phoneNumber].filter(Boolean).join(' ')}</span> },
  { key: 'panicEventCount', header: u.panicEventCount, render: (row) => row.panicEventCount },
  {
    key: 'redAlert',
    header: u.redAlert,
    render: (row) => (
      <Badge variant="light" color={row.redAlertSetting ? 'red' : 'gray'} miw={48} style={{ flexShrink: 0 }}>
        {row.redAlertSetting ? u.on : u.off}
      </Badge>
    ),
  },
  { key: 'status', header: u.status, render: (row) => <UserStatusSwitch user={row} /> },
  {
    key: 'action',
    header: u.action,
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        <Tooltip label={u.subscriptionDetails}>
          <ActionIcon component={Link} to={`/admin/subscription-details/${row.userId}`} variant="subtle" aria-label={`${u.subscriptionDetails}: ${row.fullName}`}>
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={u.edit}>
          <ActionIcon component={Link} to={`/admin/customerdetails/${row.userId}`} variant="subtle" aria-label={`${u.edit}: ${row.fullName}`}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  },
];

type Props = Omit<Parameters<typeof DataTable<UserRow>>[0], 'columns' | 'rowKey'>;

export function UsersTable(props: Props) {
  return <DataTable columns={COLUMNS} rowKey={(row) => row.userId} {...props} />;
}
