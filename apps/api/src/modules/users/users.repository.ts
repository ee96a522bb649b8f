import { and, eq, sql } from 'drizzle-orm';
import { ROLE } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { accounts, panicEvents } from '../../db/schema';

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

export async function findUser(db: Db, id: number): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(accounts)
    .where(and(isEndUser, eq(accounts.id, id)))
    .limit(1);
  return row;
}

export async function findAccountIdByUserName(db: Db, userName: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.userName}) = ${userName.toLowerCase()}`)
    .limit(1);
  return row?.id;
}

/** Panic events keep a copy of the user's names (to sort 10M events without a join): keep it current. */
export async function renameInPanicEvents(db: Db, userId: number, fullName: string): Promise<void> {
  await db.update(panicEvents).set({ userFullName: fullName }).where(eq(panicEvents.userId, userId));
}
