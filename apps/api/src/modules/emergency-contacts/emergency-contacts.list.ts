import { sql } from 'drizzle-orm';
import { CONTACT_ACTIVE_STATUS, dateRangeBounds, type ContactOrderBy, type EmergencyContactRow, type SortDirection } from '@guardian/contracts';
import { createdBetween, defineList, directionOf, type SortOrders } from '../../lib/list-engine';
import { keywordMatch } from '../../lib/sql-helpers';

export type ContactFilters = { keyword: string; active_status: number; order_by: ContactOrderBy; order: SortDirection; from?: string; to?: string };

/**
 * By id (newest first by default): the primary key, and (is_active, id) under the status filter. By name:
 * emergency_contacts_name_idx (contact_name, id). The date filter is a range on emergency_contacts_created_idx.
 */
const ORDERS: SortOrders<ContactOrderBy> = {
  id: { type: 'bigint', index: 'emergency_contacts_pkey' },
  contactName: { column: sql`c.contact_name`, type: 'text', index: 'emergency_contacts_name_idx' },
};

type Raw = Omit<EmergencyContactRow, 'id' | 'userContacts'> & { id: number | string; userId: number | string; userName: string | null };

/**
 * Emergency contacts (decision 007). The keyword matches the contact's name or the owner's user name: each
 * side is its own trigram index lookup (emergency_contacts.contact_name, accounts.user_name) and the union
 * joins the two id sets; an OR across the two tables in one WHERE could use neither index.
 */
export const emergencyContactsList = defineList<ContactFilters, Raw, EmergencyContactRow>({
  table: 'emergency_contacts',
  alias: 'c',
  columns: () => sql`c.id, c.contact_name as "contactName", c.contact_email as "contactEmail", c.country_code as "countryCode",
    c.contact_number as "contactNumber", c.user_id as "userId", a.user_name as "userName", c.is_deleted as "isDeleted", c.consent_status as "consentStatus",
    c.is_active as "isActive"`,
  joins: sql`left join accounts a on a.id = c.user_id`,
  filters: ({ query }) => [
    query.active_status === CONTACT_ACTIVE_STATUS.active ? sql`c.is_active = true` : undefined,
    query.active_status === CONTACT_ACTIVE_STATUS.inactive ? sql`c.is_active = false` : undefined,
    createdBetween(sql`c.created_at`, dateRangeBounds(query)),
  ],
  search: ({ query }) =>
    query.keyword
      ? sql`c.id in (
          select id from emergency_contacts where ${keywordMatch(query.keyword, [{ column: sql`contact_name`, words: true }])}
          union
          select e.id from emergency_contacts e join accounts a on a.id = e.user_id where ${keywordMatch(query.keyword, [{ column: sql`a.user_name` }])}
        )`
      : undefined,
  orders: ORDERS,
  sort: (query) => ({ by: query.order_by, direction: directionOf(query.order) }),
  toRow: ({ userId, userName, ...raw }) => ({ ...raw, id: Number(raw.id), userContacts: { userId: Number(userId), userName } }),
});
