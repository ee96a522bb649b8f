import { sql } from 'drizzle-orm';
import { CONTACT_ACTIVE_STATUS, dateRangeBounds, type ContactOrderBy, type EmergencyContactRow, type SortDirection } from '@guardian/contracts';
import { createdBetween, defineList, directionOf, type SortOrders } from '../../lib/list-engine';
import { accountHolds, keywordMatch } from '../../lib/sql-helpers';

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

/** The keyword against a contact's name (a short one: the start of a word of it). */
const contactNameMatch = (keyword: string, name = sql`c.contact_name`) => keywordMatch(keyword, [{ column: name, words: true }]);
/** The keyword against an owner's user name (a short one: its start). */
const userNameMatch = (keyword: string, alias: string) => keywordMatch(keyword, [{ column: sql`${sql.raw(alias)}.user_name` }]);

/**
 * Emergency contacts (decision 007), about two per end user. The keyword matches the contact's name or the
 * owner's user name. A walk (a common keyword: the page's rows are near the top of the order's index) tests
 * both on each contact it passes, the owner through their primary key. A collect (a rare one) finds the
 * matches through the trigram indexes of both names, emergency_contacts.contact_name and accounts.user_name,
 * the owners' contacts then by emergency_contacts_user_idx; the union joins the two id sets, as an OR across
 * the two tables in one WHERE could use neither index. Deep pages of the whole list start from page marks.
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
    query.keyword ? sql`(${contactNameMatch(query.keyword)} or ${accountHolds(sql`c.user_id`, userNameMatch(query.keyword, 'o'))})` : undefined,
  collectSearch: ({ query }) =>
    query.keyword
      ? sql`c.id in (
          select e.id from emergency_contacts e where ${contactNameMatch(query.keyword, sql`e.contact_name`)}
          union
          select e.id from emergency_contacts e where e.user_id in (select a.id from accounts a where ${userNameMatch(query.keyword, 'a')})
        )`
      : undefined,
  orders: ORDERS,
  pageMarks: 'emergency-contacts',
  sort: (query) => ({ by: query.order_by, direction: directionOf(query.order) }),
  toRow: ({ userId, userName, ...raw }) => ({ ...raw, id: Number(raw.id), userContacts: { userId: Number(userId), userName } }),
});
