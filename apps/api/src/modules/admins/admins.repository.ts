import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/query';
import { accounts } from '../../db/schema';
import { accountSearch, newestFirst, pageCondition } from '../accounts/account-pages';

const adminColumns = {
  id: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  fullName: accounts.fullName,
  email: accounts.email,
  profilePic: accounts.profilePic,
  roleId: accounts.roleId,
  status: accounts.status,
  createdAt: accounts.createdAt,
};
export type AdminRecord = {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  profilePic: string | null;
  roleId: number;
  status: number;
  createdAt: Date;
};

/** Back-office accounts: super admins and admins. */
const isAdmin = inArray(accounts.roleId, [ROLE.superAdmin, ROLE.admin]);

function adminWhere(search: string | undefined): SQL {
  return search ? (and(isAdmin, accountSearch(search, [accounts.fullName, accounts.email])) as SQL) : isAdmin;
}

export function listAdmins(db: Db, search: string | undefined, page: { page: number; limit: number }): Promise<AdminRecord[]> {
  return db.select(adminColumns).from(accounts).where(pageCondition(db, adminWhere(search), page)).orderBy(newestFirst).limit(page.limit);
}

/** Admins are a handful of rows beside a million end users: an exact count over accounts_role_id_idx is cheap. */
export async function countAdmins(db: Db, search: string | undefined): Promise<number> {
  const row = await queryOne<{ n: number | string }>(db, sql`select count(*)::bigint as n from ${accounts} where ${adminWhere(search)}`);
  return Number(row?.n ?? 0);
}

export async function findAdmin(db: Db, id: number): Promise<AdminRecord | undefined> {
  const [row] = await db.select(adminColumns).from(accounts).where(and(isAdmin, eq(accounts.id, id))).limit(1);
  return row;
}

export async function insertAdmin(db: Db, values: typeof accounts.$inferInsert): Promise<number> {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  if (!row) throw new Error('admin not inserted');
  return row.id;
}

export async function updateAdmin(db: Db, id: number, values: Partial<typeof accounts.$inferInsert>): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, id));
}
