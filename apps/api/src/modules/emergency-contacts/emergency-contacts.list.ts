import { sql } from 'drizzle-orm';
import { CONTACT_ACTIVE_STATUS, dateRangeBounds, type ContactOrderBy, type EmergencyContactRow, type SortDirection } from '@guardian/contracts';
import { createdBetween, defineList, directionOf, type SortOrders } from '../../lib/list-engine';
import { keywordMatch, SHORT_KEYWORD } from '../../lib/sql-helpers';
import { trigramContains, trigramFrequencies, type TrigramFrequencies } from '../../lib/trigram-window';

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
/** The keyword against the owner's user name, the contact's own copy of it (migration 0022; a short keyword: its start). */
const ownerMatch = (keyword: string, alias: string) => keywordMatch(keyword, [{ column: sql`${sql.raw(alias)}.owner_user_name` }]);

/**
 * The contacts a keyword matches, each name through its own trigram index: a keyword of SHORT_KEYWORD or more
 * characters asks each index for its cheapest part (a whole user name's common trigrams cost more than its rare
 * ones save, decision 041), a shorter one for the starts keywordMatch tests.
 */
function collectMatches(keyword: string, frequencies: TrigramFrequencies | undefined) {
  const [byName, byOwner] =
    keyword.length >= SHORT_KEYWORD
      ? [sql`e.contact_name`, sql`e.owner_user_name`].map((column) => trigramContains(keyword, frequencies, column, { lowerCased: false }))
      : [contactNameMatch(keyword, sql`e.contact_name`), ownerMatch(keyword, 'e')];
  return sql`c.id in (select e.id from emergency_contacts e where ${byName} union select e.id from emergency_contacts e where ${byOwner})`;
}

/**
 * Emergency contacts (decision 007), about two per end user. The keyword matches the contact's name or the
 * owner's user name, both on the contact's own row (decision 067). A walk (a common keyword: the page's rows are
 * near the top of the order's index) tests both on each contact it passes. A collect (a rare one) finds the
 * matches through the trigram indexes of both names, emergency_contacts_name_trgm and emergency_contacts_owner_trgm;
 * the union joins the two id sets, each from its own index. Deep pages of the whole list start from page marks.
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
  search: ({ query }) => (query.keyword ? sql`(${contactNameMatch(query.keyword)} or ${ownerMatch(query.keyword, 'c')})` : undefined),
  collectSearch: ({ query, ctx }) => (query.keyword ? collectMatches(query.keyword, trigramFrequencies(ctx)) : undefined),
  orders: ORDERS,
  pageMarks: 'emergency-contacts',
  sort: (query) => ({ by: query.order_by, direction: directionOf(query.order) }),
  toRow: ({ userId, userName, ...raw }) => ({ ...raw, id: Number(raw.id), userContacts: { userId: Number(userId), userName } }),
});
