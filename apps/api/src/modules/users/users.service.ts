import { en, ROLE, userSearchTerm, type AuditAction, type CreateUserBody, type UpdateUserBody, type UserRow } from '@guardian/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { auditBy, type Actor } from '../../lib/actor';
import type { AuditEntry } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { assertEmailFree, rethrowUniqueAsConflict } from '../accounts/account-conflicts';
import { insertAccount, splitFullName, updateAccount } from '../accounts/accounts.repository';
import { endResetTokens } from '../auth/reset-tokens.repository';
import { revokeAccountSessions } from '../auth/sessions.repository';
import type { PageRequest } from '../../lib/list-engine';
import { usersList, type UsersListQuery } from './users.list';
import { findAccountIdByUserName, findUser, renameInPanicEvents, type UserRecord } from './users.repository';
import { getUser } from './user-read';

export { getUser };
import type { ListExport } from '../../lib/list-engine';

const u = en.users;
const conflictMessages = { email: u.emailTaken, userName: u.userNameTaken };

const audit = (db: Db, actor: Actor, action: AuditAction, userId: number, details: Pick<AuditEntry, 'summary' | 'changes'>) =>
  auditBy(db, actor, { action, entityType: 'account', entityId: userId, ...details });

/** A term of 1 or 2 characters (or punctuation only) is no search: spec section 5, and see `userSearchTerm`. */
export function listUsers(ctx: AppContext, query: PageRequest & UsersListQuery) {
  return usersList.page(ctx, { ...query, search: userSearchTerm(query.search) });
}

/** Every matching user, read in keyset batches as the CSV is written: memory holds one batch. */
export function exportUsers(ctx: AppContext, query: UsersListQuery): ListExport<UserRow> {
  return usersList.all(ctx, { ...query, search: userSearchTerm(query.search) });
}

export async function createUser(ctx: AppContext, actor: Actor, body: CreateUserBody): Promise<UserRow> {
  const { db } = ctx;
  await assertEmailFree(db, body.email, u.emailTaken);
  if ((await findAccountIdByUserName(db, body.user_name)) !== undefined) throw conflict(u.userNameTaken, { user_name: u.userNameTaken });
  const passwordHash = await hashPassword(body.password ?? '', ctx.config.passwordHashing);
  const userId = await db
    .transaction(async (tx) => {
      const id = await insertAccount(tx, {
        roleId: ROLE.appUser,
        fullName: body.full_name,
        ...splitFullName(body.full_name),
        userName: body.user_name,
        email: body.email,
        passwordHash,
        countryCode: body.country_code,
        phoneNumber: body.phone_no,
        status: 1,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      });
      await audit(tx, actor, 'user.created', id, { summary: { email: body.email, userName: body.user_name } });
      return id;
    })
    .catch((error: unknown) => rethrowUniqueAsConflict(error, conflictMessages));
  return getUser(ctx, userId);
}

/** Each field before and after (recordAudit keeps those that differ); a new password only as a flag, never its value. */
function changes(before: UserRecord, body: UpdateUserBody): AuditEntry['changes'] {
  return {
    fullName: { from: before.fullName, to: body.full_name },
    email: { from: before.email, to: body.email },
    countryCode: { from: before.countryCode, to: body.country_code },
    phoneNumber: { from: before.phoneNumber, to: body.phone_no },
    passwordChanged: Boolean(body.password),
  };
}

export async function updateUser(ctx: AppContext, actor: Actor, userId: number, body: UpdateUserBody): Promise<UserRow> {
  const { db } = ctx;
  const before = await findUser(db, userId);
  if (!before) throw notFound(u.notFound);
  await assertEmailFree(db, body.email, u.emailTaken, userId);
  const passwordHash = body.password ? await hashPassword(body.password, ctx.config.passwordHashing) : undefined;
  await db
    .transaction(async (tx) => {
      await updateAccount(tx, userId, {
        fullName: body.full_name,
        ...splitFullName(body.full_name),
        email: body.email,
        countryCode: body.country_code,
        phoneNumber: body.phone_no,
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: ctx.now(),
      });
      if (before.fullName !== body.full_name) await renameInPanicEvents(tx, userId, body.full_name);
      if (passwordHash) await revokeAccountSessions(tx, userId, ctx.now());
      // A new password or e-mail makes every reset link sent before it void.
      if (passwordHash || before.email !== body.email) await endResetTokens(tx, userId, ctx.now());
      await audit(tx, actor, 'user.updated', userId, { changes: changes(before, body) });
    })
    .catch((error: unknown) => rethrowUniqueAsConflict(error, conflictMessages));
  return getUser(ctx, userId);
}

/**
 * Deactivating ends the user's sessions in the same transaction, so an inactive account is locked out at once.
 * Setting the status the user already has changes nothing and writes no audit entry.
 */
export async function setUserStatus(ctx: AppContext, actor: Actor, userId: number, status: 0 | 1): Promise<void> {
  const { db } = ctx;
  const before = await findUser(db, userId);
  if (!before) throw notFound(u.notFound);
  if (before.status === status) return;
  await db.transaction(async (tx) => {
    await updateAccount(tx, userId, { status, updatedAt: ctx.now() });
    const sessionsEnded = status === 0 ? await revokeAccountSessions(tx, userId, ctx.now()) : 0;
    if (status === 0) await endResetTokens(tx, userId, ctx.now());
    await audit(tx, actor, 'user.status.changed', userId, { changes: { status: { from: before.status, to: status } }, summary: { sessionsEnded } });
  });
}
