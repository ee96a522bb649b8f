import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { ROLE } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

export type StatusRow = { id: number; roleId: number; status: number; email: string };

/**
 * The admin account to change and every active super admin, locked until the transaction ends, in id order.
 * Two super admins deactivating each other at the same moment are taken one after the other (the second
 * re-reads the rows the first changed, so it sees one active super admin fewer); locking in one order means
 * they never wait on each other in a circle.
 */
export function lockForStatusChange(db: Db, id: number): Promise<StatusRow[]> {
  const activeSuperAdmin = and(eq(accounts.roleId, ROLE.superAdmin), eq(accounts.status, 1));
  return db
    .select({ id: accounts.id, roleId: accounts.roleId, status: accounts.status, email: accounts.email })
    .from(accounts)
    .where(and(inArray(accounts.roleId, [ROLE.superAdmin, ROLE.admin]), or(eq(accounts.id, id), activeSuperAdmin)))
    .orderBy(asc(accounts.id))
    .for('update');
}
