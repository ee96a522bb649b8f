import { sql } from 'drizzle-orm';
import { ROLE, type AdminRow } from '@guardian/contracts';
import { defineList } from '../../lib/list-engine';
import { containsPattern, isoUtc } from '../../lib/sql-helpers';

type Raw = Omit<AdminRow, 'id'> & { id: number | string };

/**
 * Back-office accounts (super admins and admins): a handful of rows beside a million end users, found through
 * accounts_role_id_idx. The search matches full name or e-mail anywhere (trigram indexes).
 */
export const adminsList = defineList<{ search?: string }, Raw, AdminRow>({
  table: 'accounts',
  alias: 'a',
  columns: () => sql`a.id, a.first_name as "firstName", a.last_name as "lastName", a.full_name as "fullName", a.email,
    a.profile_pic as "profilePic", a.role_id as "roleId", a.status, ${isoUtc(sql`a.created_at`)} as "createdAt"`,
  scope: () => sql`a.role_id in (${ROLE.superAdmin}, ${ROLE.admin})`,
  search: ({ query }) => {
    if (!query.search) return undefined;
    const pattern = containsPattern(query.search);
    return sql`(a.full_name ilike ${pattern} or a.email ilike ${pattern})`;
  },
  // Newest first by id, as accounts_role_id_idx (role_id, id) serves it for each role.
  orders: { id: { type: 'bigint', index: 'accounts_role_id_idx' } },
  sort: () => ({ by: 'id', direction: 'desc' }),
  toRow: (raw, { ctx }) => ({ ...raw, id: Number(raw.id), profilePic: ctx.storage.publicUrl(raw.profilePic) }),
});
