import { Link } from 'react-router';
import { ActionIcon, Badge, Button, Card, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { ROLE, type AdminRow } from '@guardian/contracts';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { DataTable, type Column } from '../../../components/table/data-table';
import { UserAvatar } from '../../../components/user-avatar';
import { useListParams } from '../../../hooks/use-list-params';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useAdmins } from '../api/list-admins';

const a = t.admins;

const COLUMNS: Column<AdminRow>[] = [
  {
    key: 'name',
    header: a.name,
    render: (row) => (
      <Group gap="sm" wrap="nowrap">
        <UserAvatar src={row.profilePic} name={row.fullName} radius="xl" size={32} />
        <Text size="sm" fw={500}>
          {row.fullName}
        </Text>
      </Group>
    ),
  },
  { key: 'email', header: a.email, render: (row) => row.email },
  {
    key: 'role',
    header: a.role,
    render: (row) => (
      <Badge variant="light" color={row.roleId === ROLE.superAdmin ? 'grape' : 'blue'}>
        {t.profile.roleNames[row.roleId] ?? row.roleId}
      </Badge>
    ),
  },
  {
    key: 'status',
    header: a.status,
    render: (row) => (
      <Badge variant="dot" color={row.status === 1 ? 'teal' : 'gray'}>
        {row.status === 1 ? a.active : a.inactive}
      </Badge>
    ),
  },
  { key: 'joined', header: a.joined, render: (row) => formatDate(row.createdAt) },
  {
    key: 'action',
    header: a.action,
    render: (row) => (
      <Tooltip label={a.edit}>
        <ActionIcon component={Link} to={`/admin/admindetails/${row.id}`} variant="subtle" aria-label={`${a.edit}: ${row.fullName}`}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
    ),
  },
];

/** Admin Management (super admins only; the server refuses everyone else). */
export function AdminsPage() {
  const list = useListParams();
  const admins = useAdmins({ page: list.page, limit: list.limit, search: list.search });
  return (
    <>
      <PageHeader title={a.title}>
        <Button component={Link} to="/admin/admindetails/add" leftSection={<IconPlus size={16} />}>
          {a.addAdmin}
        </Button>
      </PageHeader>
      <Card withBorder padding="lg" radius="md">
        <Group mb="md">
          <SearchInput value={list.search} onChange={list.setSearch} placeholder={a.searchPlaceholder} />
        </Group>
        <DataTable
          columns={COLUMNS}
          rowKey={(row) => row.id}
          rows={admins.data?.data ?? []}
          total={admins.data?.TotalResult ?? 0}
          {...list.pager}
          loading={admins.isFetching}
        />
      </Card>
    </>
  );
}
