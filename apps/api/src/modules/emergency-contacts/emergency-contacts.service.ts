import { en, type EmergencyContactRow, type EmergencyContactsList } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { exportInBatches, nextCursor, pageWindow, type PageRequest } from '../../lib/keyset';
import { pageAndTotal } from '../../lib/row-count';
import { CONTACT_SORT, contactFilter, countContacts, selectContacts, type ContactRecord } from './emergency-contacts.repository';

type Filters = { keyword: string; active_status: number };

function toRow(record: ContactRecord): EmergencyContactRow {
  return {
    id: record.id,
    contactName: record.contactName,
    contactEmail: record.contactEmail,
    countryCode: record.countryCode,
    contactNumber: record.contactNumber,
    userContacts: { userName: record.userName },
    isDeleted: record.isDeleted,
    consentStatus: record.consentStatus,
    isActive: record.isActive,
  };
}

export async function listEmergencyContacts(ctx: AppContext, query: Filters & PageRequest): Promise<EmergencyContactsList> {
  const filter = contactFilter(query.keyword, query.active_status);
  const window = pageWindow(CONTACT_SORT, query);
  const { rows: records, total } = await pageAndTotal(
    query.keyword !== '',
    () => countContacts(ctx.db, filter),
    (collectFirst) => selectContacts(ctx.db, filter, window, collectFirst),
  );
  return {
    message: en.contacts.listFetched,
    data: records.map(toRow),
    totalResult: total,
    nextCursor: nextCursor(CONTACT_SORT, records, window.limit),
  };
}

export function exportEmergencyContacts(ctx: AppContext, query: Filters): AsyncIterable<EmergencyContactRow> {
  const filter = contactFilter(query.keyword, query.active_status);
  return exportInBatches({
    searching: query.keyword !== '',
    count: () => countContacts(ctx.db, filter),
    batch: (window, collectFirst) => selectContacts(ctx.db, filter, window, collectFirst),
    toRow,
  });
}
