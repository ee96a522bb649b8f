import { ROLE } from '@guardian/contracts';
import type { Db } from '../db/client';
import { recordAudit } from '../lib/audit';
import { hashPassword } from '../lib/passwords';
import { findAccountByEmail, setPasswordHash } from '../modules/accounts/accounts.repository';
import { clearSignInFailures } from '../modules/auth/attempts.repository';
import { endResetTokens } from '../modules/auth/reset-tokens.repository';
import { revokeAccountSessions } from '../modules/auth/sessions.repository';
import { adminPasswordProblem, generatePassword } from './super-admin';

/** Who the audit trail names for a reset done on the server's command line (no signed-in account did it). */
export const RESET_COMMAND = 'npm run admin:password';

export type AdminPasswordReset = { ok: true; email: string; password: string; generated: boolean; sessionsEnded: number } | { ok: false; problem: string };

/**
 * For whoever runs the server and has lost the super admin's password: a new one (generated, or given), every
 * session and reset link of that account ended and its failed sign-ins forgiven, in one transaction with its
 * audit entry. Only a super
 * admin's account: other admins have the "forgot password" mail and a super admin who can reset them.
 */
export async function resetSuperAdminPassword(db: Db, email: string, given: string | undefined, now: Date): Promise<AdminPasswordReset> {
  const account = await findAccountByEmail(db, email);
  if (!account) return { ok: false, problem: `No account has the e-mail ${email.trim()}.` };
  if (account.roleId !== ROLE.superAdmin) {
    return {
      ok: false,
      problem: `${account.email} is not a super admin: its password is reset from the sign-in page ("Forgot password") or by a super admin.`,
    };
  }
  const password = given ?? generatePassword();
  const problem = adminPasswordProblem(password);
  if (problem) return { ok: false, problem };
  const passwordHash = await hashPassword(password);
  const sessionsEnded = await db.transaction(async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash);
    const ended = await revokeAccountSessions(tx, account.id, now);
    await endResetTokens(tx, account.id, now);
    await clearSignInFailures(tx, account.email);
    await recordAudit(tx, {
      action: 'auth.password.reset_by_command',
      actorEmail: RESET_COMMAND,
      entityType: 'account',
      entityId: account.id,
      summary: { email: account.email, sessionsEnded: ended },
    });
    return ended;
  });
  return { ok: true, email: account.email, password, generated: given === undefined, sessionsEnded };
}
