import { Select } from '@mantine/core';
import { CONTACT_ACTIVE_STATUS, type EmergencyContactRow } from '@guardian/contracts';
import { ListPage } from '../../../components/list-page';
import type { Column } from '../../../components/table/data-table';
import { useListParams } from '../../../hooks/use-list-params';
import { t } from '../../../lib/i18n';
import { exportEmergencyContacts } from '../api/export-emergency-contacts';
import { useEmergencyContacts, type EmergencyContactFilters } from '../api/list-emergency-contacts';
import { ConsentBadge, YesNoBadge } from '../components/contact-badges';

const c = t.contacts;
const STATUS_OPTIONS = [
  { value: String(CONTACT_ACTIVE_STATUS.all), label: c.all },
  { value: String(CONTACT_ACTIVE_STATUS.active), label: c.active },
  { value: String(CONTACT_ACTIVE_STATUS.inactive), label: c.inactive },
];
const DEFAULT_STATUS = String(CONTACT_ACTIVE_STATUS.all);

const COLUMNS: Column<EmergencyContactRow>[] = [
  { key: 'sr', header: c.columns.srNo, render: (_, index) => index + 1, width: 70 },
  { key: 'name', header: c.columns.contactName, render: (row) => row.contactName },
  { key: 'email', header: c.columns.contactEmail, render: (row) => row.contactEmail ?? '' },
  { key: 'phone', header: c.columns.phone, render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{`${row.countryCode} ${row.contactNumber}`}</span> },
  { key: 'consent', header: c.columns.consent, render: (row) => <ConsentBadge status={row.consentStatus} /> },
  { key: 'user', header: c.columns.userName, render: (row) => row.userContacts.userName ?? '' },
  { key: 'active', header: c.columns.active, render: (row) => <YesNoBadge value={row.isActive} yesColour="teal" /> },
  { key: 'deleted', header: c.columns.deleted, render: (row) => <YesNoBadge value={row.isDeleted} yesColour="red" /> },
];

export function EmergencyContactsPage() {
  const list = useListParams({ active_status: DEFAULT_STATUS });
  const activeStatus = STATUS_OPTIONS.some((option) => option.value === list.filters.active_status) ? list.filters.active_status : DEFAULT_STATUS;
  const filters: EmergencyContactFilters = { keyword: list.search, activeStatus };
  const contacts = useEmergencyContacts({ ...filters, page: list.page, limit: list.limit });
  return (
    <ListPage
      texts={c}
      list={list}
      onExport={() => exportEmergencyContacts(filters)}
      filters={
        <Select
          label={c.status}
          data={STATUS_OPTIONS}
          value={activeStatus}
          allowDeselect={false}
          w={160}
          // The default is left out of the URL, as page size and page are.
          onChange={(value) => list.setFilters({ active_status: value === DEFAULT_STATUS ? '' : (value ?? '') })}
        />
      }
      table={{
        columns: COLUMNS,
        rows: contacts.data?.data ?? [],
        rowKey: (row) => row.id,
        total: contacts.data?.totalResult ?? 0,
        loading: contacts.isFetching,
      }}
    />
  );
}
