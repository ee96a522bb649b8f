import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { accounts, panicEvents } from '../../db/schema';
import { accountSearch, newestFirst, pageCondition } from '../accounts/account-pages';

export const userColumns = {
  userId: accounts.id,
  fullName: accounts.fullName,
  email: accounts.email,
  userName: accounts.userName,
  countryCode: accounts.countryCode,
  phoneNumber: accounts.phoneNumber,
  panicEventCount: accounts.panicEventCount,
  redAlertSetting: accounts.redAlertSetting,
  status: accounts.status,
  accountType: accounts.accountType,
  profilePic: accounts.profilePic,
  createdAt: accounts.createdAt,
};
export type UserRecord = {
  userId: number;
  fullName: string;
  email: string;
  userName: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
  panicEventCount: number;
  redAlertSetting: boolean;
  status: number;
  accountType: number;
  profilePic: string | null;
  createdAt: Date;
};

export const isEndUser = eq(accounts.roleId, ROLE.appUser);

/**
 * In a search the role is checked on the rows the trigram bitmap found, never through accounts_role_id_idx
 * (the int cast keeps that index out): nearly every account is an end user, and without statistics
 * (PGlite never analyses on its own) the planner would AND in a bitmap of the whole role index.
 */
const isEndUserRow = sql`${accounts.roleId}::int = ${ROLE.appUser}`;

export function userWhere(search: string | undefined): SQL {
  return search ? (and(isEndUserRow, accountSearch(search, [accounts.fullName, accounts.email, accounts.userName])) as SQL) : isEndUser;
}

export function listUsers(db: Db, search: string | undefined, page: { page: number; limit: number }): Promise<UserRecord[]> {
  return db.select(userColumns).from(accounts).where(pageCondition(db, userWhere(search), page)).orderBy(newestFirst).limit(page.limit);
}

/** A batch of the export, newest first, after the last id of the batch before (keyset, never OFFSET). */
export function usersAfter(db: Db, search: string | undefined, afterId: number | undefined, batchSize: number): Promise<UserRecord[]> {
  const where = afterId === undefined ? userWhere(search) : and(userWhere(search), lt(accounts.id, afterId));
  return db.select(userColumns).from(accounts).where(where).orderBy(desc(accounts.id)).limit(batchSize);
}

export async function findUser(db: Db, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select(userColumns).from(accounts).where(and(isEndUser, eq(accounts.id, id))).limit(1);
  return row;
}

export async function findAccountIdByUserName(db: Db, userName: string): Promise<number | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(sql`lower(${accounts.userName}) = ${userName.toLowerCase()}`).limit(1);
  return row?.id;
}

export async function insertUser(db: Db, values: typeof accounts.$inferInsert): Promise<number> {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

export async function updateAccount(db: Db, id: number, values: Partial<typeof accounts.$inferInsert>): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, id));
}

/** Panic events keep a copy of the user's names (to sort 10M events without a join): keep it current. */
export async function renameInPanicEvents(db: Db, userId: number, fullName: string): Promise<void> {
  await db.update(panicEvents).set({ userFullName: fullName }).where(eq(panicEvents.userId, userId));
}
