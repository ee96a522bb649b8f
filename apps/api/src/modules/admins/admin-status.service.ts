import { en, ROLE } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { auditBy, type Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/errors';
import { updateAccount } from '../accounts/accounts.repository';
import { endResetTokens } from '../auth/reset-tokens.repository';
import { revokeAccountSessions } from '../auth/sessions.repository';
import { lockForStatusChange } from './admin-status.repository';

const a = en.admins;

export type AdminStatusResult = { id: number; status: number; sessionsEnded: number };

/**
 * Activates or deactivates an admin account. Deactivating ends the admin's sessions and reset links in the
 * same transaction as the change and its audit row, so an inactive admin is shut out at once. Refused (409):
 * the last active super admin (nobody could manage admins any more) and one's own account (a slip would lock
 * oneself out). Setting the status it already has changes nothing and writes no audit row.
 */
export async function setAdminStatus(ctx: AppContext, actor: Actor, id: number, status: 0 | 1): Promise<AdminStatusResult> {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockForStatusChange(tx, id);
    const target = rows.find((row) => row.id === id);
    if (!target) throw notFound(a.notFound);
    if (target.status === status) return { id, status, sessionsEnded: 0 };
    if (status === 0) {
      // Checked first: it is the reason that holds whoever asks (two super admins deactivating each other at once).
      const otherActiveSuperAdmins = rows.filter((row) => row.id !== id && row.roleId === ROLE.superAdmin && row.status === 1);
      if (target.roleId === ROLE.superAdmin && otherActiveSuperAdmins.length === 0) throw conflict(a.lastSuperAdmin);
      if (id === actor.accountId) throw conflict(a.notYourself);
    }
    const now = ctx.now();
    await updateAccount(tx, id, { status, updatedAt: now });
    const sessionsEnded = status === 0 ? await revokeAccountSessions(tx, id, now) : 0;
    if (status === 0) await endResetTokens(tx, id, now);
    await auditBy(tx, actor, {
      action: 'admin.status.changed',
      entityType: 'account',
      entityId: id,
      summary: { email: target.email, sessionsEnded },
      changes: { status: { from: target.status, to: status } },
    });
    return { id, status, sessionsEnded };
  });
}
