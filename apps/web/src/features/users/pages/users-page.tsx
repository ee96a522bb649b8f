import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { USER_ORDER_BY, userSearchTerm } from '@guardian/contracts';
import { ListPage } from '../../../components/list-page';
import { listSort } from '../../../hooks/list-sort';
import { useListParams } from '../../../hooks/use-list-params';
import { t } from '../../../lib/i18n';
import { exportUsers } from '../api/export-users';
import { useUsers } from '../api/list-users';
import { USER_COLUMNS } from '../components/user-columns';

const u = t.users;
// Newest first by id, as the list always was; names and e-mails start A to Z.
const DEFAULTS = { order_by: 'userId', order: 'DESC' } as const;
const SORT_COLUMNS = { userId: { by: 'userId', first: 'DESC' }, fullName: { by: 'fullName' }, email: { by: 'email' } } as const;

/** User Management: end users, with page, size, search and order in the URL. */
export function UsersPage() {
  const list = useListParams<keyof typeof DEFAULTS>({ order_by: '', order: '' });
  const sort = listSort(list, USER_ORDER_BY, DEFAULTS, SORT_COLUMNS);
  // The box keeps what was typed; the server sees it only above 2 characters (spec section 5).
  const filters = { search: userSearchTerm(list.search), order_by: sort.by, order: sort.order };
  const users = useUsers({ ...filters, page: list.page, limit: list.limit });
  return (
    <ListPage
      query={users}
      title={u.title}
      list={list}
      actions={
        <Button component={Link} to="/admin/customerdetails/add" leftSection={<IconPlus size={16} />}>
          {u.addUser}
        </Button>
      }
      exportCsv={{ label: u.exportCsv, run: (onProgress) => exportUsers(filters, onProgress), variant: 'light' }}
      search={{ placeholder: u.searchPlaceholder, width: 440 }}
      total={users.data && { value: users.data.TotalResult, estimate: users.data.totalIsEstimate }}
      sort={sort}
      table={{ columns: USER_COLUMNS, rows: users.data?.data ?? [], rowKey: (row) => row.userId, loading: users.isFetching }}
    />
  );
}
