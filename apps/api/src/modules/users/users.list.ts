import { sql } from 'drizzle-orm';
import { ROLE, type SortDirection, type UserOrderBy, type UserRow } from '@guardian/contracts';
import { defineList, directionOf, type SortOrders } from '../../lib/list-engine';
import { containsPattern, FIELD_SEPARATOR, isoUtc } from '../../lib/sql-helpers';
import { endUsersHolding, trigramContains, trigramFrequencies } from '../../lib/trigram-window';

export type UsersListQuery = { search?: string; order_by: UserOrderBy; order: SortDirection };

/**
 * By id (newest first by default): accounts_role_id_idx (role_id, id), the ids of a page from the index alone.
 * By name or e-mail: (full_name, id) and (email, id), which carry role_id (INCLUDE) so that the scope, and the
 * search's cast role check, are read from the index too: a deep page steps over index entries, not rows.
 */
const ORDERS: SortOrders<UserOrderBy> = {
  userId: { type: 'bigint', index: 'accounts_role_id_idx' },
  fullName: { column: sql`a.full_name`, type: 'text', index: 'accounts_full_name_idx' },
  email: { column: sql`a.email`, type: 'text', index: 'accounts_email_idx' },
};

type Raw = Omit<UserRow, 'userId' | 'profilePic'> & { userId: number | string; profilePic: string | null };

/**
 * End users (role 6) among all accounts (decision 013). The search (spec section 5: only above 2 characters,
 * decided by `userSearchTerm` before it gets here) matches full name, e-mail or user name anywhere, through
 * the trigram index of their lower-cased search text (decision 035). Under a search the role is checked on the
 * rows the bitmap found (the int cast keeps accounts_role_id_idx out): nearly every account is an end user, and
 * without statistics (PGlite never analyses on its own) the planner would AND in a bitmap of the whole role index.
 */
export const usersList = defineList<UsersListQuery, Raw, UserRow>({
  table: 'accounts',
  alias: 'a',
  columns: () => sql`a.id as "userId", a.full_name as "fullName", a.email, a.user_name as "userName", a.country_code as "countryCode",
    a.phone_number as "phoneNumber", a.panic_event_count as "panicEventCount", a.red_alert_setting as "redAlertSetting", a.status,
    a.account_type as "accountType", a.profile_pic as "profilePic", ${isoUtc(sql`a.created_at`)} as "createdAt"`,
  scope: (searching) => (searching ? sql`a.role_id::int = ${ROLE.appUser}` : sql`a.role_id = ${ROLE.appUser}`),
  search: ({ query, ctx }) => {
    const term = query.search;
    if (!term) return undefined;
    const pattern = containsPattern(term);
    // ILIKE is lower(text) LIKE lower(pattern) in a UTF-8 database, so this is the same test on the stored
    // lower-case text; a term holding the separator could match across two fields, so it takes the long way.
    if (term.includes(FIELD_SEPARATOR)) return sql`(a.full_name ilike ${pattern} or a.email ilike ${pattern} or a.user_name ilike ${pattern})`;
    // A long term's index lookup may ask for a cheaper part of it (decision 041).
    return trigramContains(term, trigramFrequencies(ctx), sql`a.search_text`, { lowerCased: true });
  },
  searchShare: ({ query, ctx }) => (query.search ? endUsersHolding(query.search, trigramFrequencies(ctx)) : undefined),
  orders: ORDERS,
  pageMarks: 'users',
  sort: (query) => ({ by: query.order_by, direction: directionOf(query.order) }),
  toRow: (raw, { ctx }) => ({ ...raw, userId: Number(raw.userId), profilePic: ctx.storage.publicUrl(raw.profilePic) }),
});
