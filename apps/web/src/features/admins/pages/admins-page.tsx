import { Link } from 'react-router';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { ROLE, type AdminRow } from '@guardian/contracts';
import { BreakableText } from '../../../components/breakable-text';
import { ListPage } from '../../../components/list-page';
import type { Column } from '../../../components/table/data-table';
import { UserAvatar } from '../../../components/user-avatar';
import { useListParams } from '../../../hooks/use-list-params';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useAdmins } from '../api/list-admins';
import { AdminStatusSwitch, EndSessionsButton } from '../components/admin-access-controls';

const a = t.admins;

const COLUMNS: Column<AdminRow>[] = [
  {
    key: 'name',
    header: a.name,
    render: (row) => (
      <Group gap="sm" wrap="nowrap">
        <UserAvatar src={row.profilePic} name={row.fullName} radius="xl" size={32} />
        {/* A name of one long word (a pasted URL) spilled into the next column: it now wraps at its separators, and
            miw 0 lets the flex item shrink, so a word longer than the cell is cut there rather than overflowing. */}
        <Text size="sm" fw={500} miw={0}>
          <BreakableText text={row.fullName} dir="auto" />
        </Text>
      </Group>
    ),
  },
  { key: 'email', header: a.email, render: (row) => <BreakableText text={row.email} /> },
  {
    key: 'role',
    header: a.role,
    render: (row) => (
      // The badge keeps its text's width (a longer language cut it off with an ellipsis).
      <Badge variant="light" color={row.roleId === ROLE.superAdmin ? 'grape' : 'blue'} miw="max-content">
        {t.profile.roleNames[row.roleId] ?? row.roleId}
      </Badge>
    ),
  },
  {
    key: 'status',
    header: a.status,
    // Confirmed first; deactivating signs the admin out everywhere (the server refuses the last super admin).
    render: (row) => <AdminStatusSwitch admin={row} />,
  },
  { key: 'joined', header: a.joined, render: (row) => formatDate(row.createdAt) },
  {
    key: 'action',
    header: a.action,
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        <Tooltip label={a.edit}>
          <ActionIcon component={Link} to={`/admin/admindetails/${row.id}`} variant="subtle" aria-label={`${a.edit}: ${row.fullName}`}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <EndSessionsButton admin={row} />
      </Group>
    ),
  },
];

/** Admin Management (super admins only; the server refuses everyone else). */
export function AdminsPage() {
  const list = useListParams();
  const admins = useAdmins({ page: list.page, limit: list.limit, search: list.search });
  return (
    <ListPage
      query={admins}
      title={a.title}
      list={list}
      actions={
        <Button component={Link} to="/admin/admindetails/add" leftSection={<IconPlus size={16} />}>
          {a.addAdmin}
        </Button>
      }
      search={{ placeholder: a.searchPlaceholder }}
      total={admins.data && { value: admins.data.TotalResult, estimate: admins.data.totalIsEstimate }}
      table={{ columns: COLUMNS, rows: admins.data?.data ?? [], rowKey: (row) => row.id, loading: admins.isFetching }}
    />
  );
}
