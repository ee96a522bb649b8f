import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Group } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { userSearchTerm } from '@guardian/contracts';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { useListParams } from '../../../hooks/use-list-params';
import { t } from '../../../lib/i18n';
import { notifyApiError } from '../../../lib/notify';
import { exportUsers } from '../api/export-users';
import { useUsers } from '../api/list-users';
import { UsersTable } from '../components/users-table';

const u = t.users;

/** User Management: end users, with page, size and search in the URL. */
export function UsersPage() {
  const list = useListParams();
  // The box keeps what was typed; the server sees it only above 2 characters (spec section 5).
  const search = userSearchTerm(list.search);
  const users = useUsers({ page: list.page, limit: list.limit, search });
  const [exporting, setExporting] = useState(false);

  const runExport = async () => {
    setExporting(true);
    try {
      await exportUsers(search);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader title={u.title}>
        <Button component={Link} to="/admin/customerdetails/add" leftSection={<IconPlus size={16} />}>
          {u.addUser}
        </Button>
        <Button variant="light" leftSection={<IconDownload size={16} />} loading={exporting} onClick={runExport}>
          {u.exportCsv}
        </Button>
      </PageHeader>
      <Card withBorder padding="lg" radius="md">
        <Group mb="md">
          <SearchInput value={list.search} onChange={list.setSearch} placeholder={u.searchPlaceholder} width={440} />
        </Group>
        <UsersTable
          rows={users.data?.data ?? []}
          total={users.data?.TotalResult ?? 0}
          {...list.pager}
          loading={users.isFetching}
        />
      </Card>
    </>
  );
}
