import { en, ROLE, userSearchTerm, type CreateUserBody, type UpdateUserBody, type UserRow } from '@guardian/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { auditBy, type Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/errors';
import { keysetBatches } from '../../lib/keyset';
import { hashPassword } from '../../lib/passwords';
import { assertEmailFree, rethrowUniqueAsConflict } from '../accounts/account-conflicts';
import { splitFullName } from '../accounts/accounts.repository';
import { revokeAccountSessions } from '../auth/sessions.repository';
import { searchBatchPlan, searchUsers } from './user-search';
import { countAllUsers, forgetUserTotal } from './user-totals';
import {
  findAccountIdByUserName,
  findUser,
  insertUser,
  listUsers as listUserRecords,
  renameInPanicEvents,
  updateAccount,
  usersAfter,
  type UserRecord,
} from './users.repository';

const u = en.users;
const conflictMessages = { email: u.emailTaken, userName: u.userNameTaken };

function toRow(ctx: AppContext, record: UserRecord): UserRow {
  return { ...record, profilePic: ctx.storage.publicUrl(record.profilePic), createdAt: record.createdAt.toISOString() };
}

const audit = (db: Db, actor: Actor, action: string, userId: number, summary: Record<string, unknown>) =>
  auditBy(db, actor, { action, entityType: 'account', entityId: userId, summary });

export async function listUsers(ctx: AppContext, query: { limit: number; page_no: number; search?: string }) {
  const search = userSearchTerm(query.search);
  const page = { page: query.page_no, limit: query.limit };
  const { rows, total } = search
    ? await searchUsers(ctx.db, search, page)
    : { rows: await listUserRecords(ctx.db, undefined, page), total: await countAllUsers(ctx.db) };
  return { rows: rows.map((row) => toRow(ctx, row)), total };
}

/** Every matching user, read in keyset batches as the CSV is written: memory holds one batch. */
export async function* exportUsers(ctx: AppContext, rawSearch: string | undefined): AsyncGenerator<UserRow> {
  const search = userSearchTerm(rawSearch);
  const run = search ? await searchBatchPlan(ctx.db, search) : <T>(read: (db: Db) => Promise<T>) => read(ctx.db);
  const batches = keysetBatches<UserRecord>((last, batchSize) => run((db) => usersAfter(db, search, last?.userId, batchSize)));
  for await (const record of batches) yield toRow(ctx, record);
}

export async function getUser(ctx: AppContext, userId: number): Promise<UserRow> {
  const record = await findUser(ctx.db, userId);
  if (!record) throw notFound(u.notFound);
  return toRow(ctx, record);
}

export async function createUser(ctx: AppContext, actor: Actor, body: CreateUserBody): Promise<UserRow> {
  const { db } = ctx;
  await assertEmailFree(db, body.email, u.emailTaken);
  if ((await findAccountIdByUserName(db, body.user_name)) !== undefined) throw conflict(u.userNameTaken);
  const passwordHash = await hashPassword(body.password ?? '');
  const userId = await db
    .transaction(async (tx) => {
      const id = await insertUser(tx as Db, {
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
      await audit(tx as Db, actor, 'user.created', id, { email: body.email, userName: body.user_name });
      return id;
    })
    .catch((error: unknown) => rethrowUniqueAsConflict(error, conflictMessages));
  forgetUserTotal(db);
  return getUser(ctx, userId);
}

/** Audit summaries say what changed, never a password. */
function changes(before: UserRecord, body: UpdateUserBody) {
  const after = { fullName: body.full_name, email: body.email, countryCode: body.country_code, phoneNumber: body.phone_no };
  const summary: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key as keyof typeof after];
    if (old !== value) summary[key] = { from: old, to: value };
  }
  if (body.password) summary.passwordChanged = true;
  return summary;
}

export async function updateUser(ctx: AppContext, actor: Actor, userId: number, body: UpdateUserBody): Promise<UserRow> {
  const { db } = ctx;
  const before = await findUser(db, userId);
  if (!before) throw notFound(u.notFound);
  await assertEmailFree(db, body.email, u.emailTaken, userId);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  await db
    .transaction(async (tx) => {
      await updateAccount(tx as Db, userId, {
        fullName: body.full_name,
        ...splitFullName(body.full_name),
        email: body.email,
        countryCode: body.country_code,
        phoneNumber: body.phone_no,
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: ctx.now(),
      });
      if (before.fullName !== body.full_name) await renameInPanicEvents(tx as Db, userId, body.full_name);
      if (passwordHash) await revokeAccountSessions(tx as Db, userId, ctx.now());
      await audit(tx as Db, actor, 'user.updated', userId, changes(before, body));
    })
    .catch((error: unknown) => rethrowUniqueAsConflict(error, conflictMessages));
  return getUser(ctx, userId);
}

/** Deactivating ends the user's sessions in the same transaction, so an inactive account is locked out at once. */
export async function setUserStatus(ctx: AppContext, actor: Actor, userId: number, status: 0 | 1): Promise<void> {
  const { db } = ctx;
  const before = await findUser(db, userId);
  if (!before) throw notFound(u.notFound);
  await db.transaction(async (tx) => {
    await updateAccount(tx as Db, userId, { status, updatedAt: ctx.now() });
    const sessionsEnded = status === 0 ? await revokeAccountSessions(tx as Db, userId, ctx.now()) : 0;
    await audit(tx as Db, actor, 'user.status.changed', userId, { status: { from: before.status, to: status }, sessionsEnded });
  });
}
