import { Select } from '@mantine/core';
import { CONTACT_ACTIVE_STATUS, CONTACT_ORDER_BY, type EmergencyContactRow } from '@guardian/contracts';
import { BreakableText } from '../../../components/breakable-text';
import { ConsentBadge, YesNoBadge } from '../../../components/contact-badges';
import { PhoneNumber } from '../../../components/phone-number';
import { CustomerLink, nameOr } from '../../../components/customer-link';
import { DateRangeFilter, dayRangeQuery } from '../../../components/date-range-filter';
import { ListPage } from '../../../components/list-page';
import type { Column } from '../../../components/table/data-table';
import { UserText } from '../../../components/user-text';
import { listSort } from '../../../hooks/list-sort';
import { useListParams } from '../../../hooks/use-list-params';
import { t } from '../../../lib/i18n';
import { exportEmergencyContacts } from '../api/export-emergency-contacts';
import { useEmergencyContacts, type EmergencyContactFilters } from '../api/list-emergency-contacts';

const c = t.emergencyContacts;
const STATUS_OPTIONS = [
  { value: String(CONTACT_ACTIVE_STATUS.all), label: c.all },
  { value: String(CONTACT_ACTIVE_STATUS.active), label: c.active },
  { value: String(CONTACT_ACTIVE_STATUS.inactive), label: c.inactive },
];
const DEFAULT_STATUS = String(CONTACT_ACTIVE_STATUS.all);
// Newest first by id, as the list always was; the contact's name sorts A to Z on a first click.
const SORT_DEFAULTS = { order_by: 'id', order: 'DESC' } as const;
const SORT_COLUMNS = { name: { by: 'contactName' } } as const;

const COLUMNS: Column<EmergencyContactRow>[] = [
  { key: 'sr', header: c.columns.srNo, render: (_, index) => index + 1, width: 70 },
  { key: 'name', header: c.columns.contactName, render: (row) => <UserText>{row.contactName}</UserText> },
  { key: 'email', header: c.columns.contactEmail, render: (row) => <BreakableText text={row.contactEmail ?? ''} /> },
  { key: 'phone', header: c.columns.phone, render: (row) => <PhoneNumber callingCode={row.countryCode} number={row.contactNumber} /> },
  { key: 'consent', header: c.columns.consent, render: (row) => <ConsentBadge status={row.consentStatus} /> },
  {
    key: 'user',
    header: c.columns.userName,
    render: (row) => (
      <CustomerLink userId={row.userContacts.userId}>
        <BreakableText text={nameOr(row.userContacts.userName, `#${row.userContacts.userId}`)} />
      </CustomerLink>
    ),
  },
  { key: 'active', header: c.columns.active, render: (row) => <YesNoBadge value={row.isActive} yesColour="teal" /> },
  { key: 'deleted', header: c.columns.deleted, render: (row) => <YesNoBadge value={row.isDeleted} yesColour="red" /> },
];

export function EmergencyContactsPage() {
  const list = useListParams({ active_status: DEFAULT_STATUS, order_by: '', order: '', from: '', to: '' });
  const activeStatus = STATUS_OPTIONS.some((option) => option.value === list.filters.active_status) ? list.filters.active_status : DEFAULT_STATUS;
  const sort = listSort(list, CONTACT_ORDER_BY, SORT_DEFAULTS, SORT_COLUMNS);
  const filters: EmergencyContactFilters = { keyword: list.search, activeStatus, order_by: sort.by, order: sort.order, ...dayRangeQuery(list.filters) };
  const contacts = useEmergencyContacts({ ...filters, page: list.page, limit: list.limit });
  return (
    <ListPage
      query={contacts}
      title={c.title}
      list={list}
      exportCsv={{ label: c.exportCsv, run: (onProgress) => exportEmergencyContacts(filters, onProgress) }}
      search={{ placeholder: c.searchPlaceholder }}
      clearLabel={c.clear}
      total={contacts.data && { value: contacts.data.totalResult, estimate: contacts.data.totalIsEstimate }}
      filters={
        <>
          <Select
            label={c.status}
            data={STATUS_OPTIONS}
            value={activeStatus}
            allowDeselect={false}
            w={160}
            // The default is left out of the URL, as page size and page are.
            onChange={(value) => list.setFilters({ active_status: value === DEFAULT_STATUS ? '' : (value ?? '') })}
          />
          <DateRangeFilter label={c.addedRange} value={list.filters} onChange={list.setFilters} />
        </>
      }
      sort={sort}
      table={{
        columns: COLUMNS,
        rows: contacts.data?.data ?? [],
        rowKey: (row) => row.id,
        loading: contacts.isFetching,
      }}
    />
  );
}
