import { and, eq, inArray } from 'drizzle-orm';
import { ROLE } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

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

export async function findAdmin(db: Db, id: number): Promise<AdminRecord | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(accounts)
    .where(and(isAdmin, eq(accounts.id, id)))
    .limit(1);
  return row;
}
