import { en, type UserRow } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findUser } from './users.repository';

/** One end user as the user form and the user's page show them; 404 when there is none. */
export async function getUser(ctx: AppContext, userId: number): Promise<UserRow> {
  const record = await findUser(ctx.db, userId);
  if (!record) throw notFound(en.users.notFound);
  return { ...record, profilePic: ctx.storage.publicUrl(record.profilePic), createdAt: record.createdAt.toISOString() };
}
