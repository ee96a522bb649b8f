import type { MyProfileData } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { unauthorized } from '../../lib/errors';
import { findAccountById, splitFullName, updateAccount } from '../accounts/accounts.repository';

export async function getMyProfile(ctx: AppContext, accountId: number): Promise<MyProfileData> {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw unauthorized();
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    fullName: account.fullName,
    email: account.email,
    profilePic: ctx.storage.publicUrl(account.profilePic),
    joinedDate: account.createdAt.toISOString(),
    roleId: account.roleId,
  };
}

/** Only the name changes here: the e-mail is the sign-in identity and is not editable (spec section 5). */
export async function updateMyProfile(ctx: AppContext, accountId: number, fullName: string, ip: string): Promise<MyProfileData> {
  const name = fullName.trim();
  await ctx.db.transaction(async (tx) => {
    const before = await findAccountById(tx, accountId);
    await updateAccount(tx, accountId, { fullName: name, ...splitFullName(name), updatedAt: ctx.now() });
    await recordAudit(tx, {
      action: 'account.profile.updated',
      actorId: accountId,
      entityType: 'account',
      entityId: accountId,
      changes: { fullName: { from: before?.fullName, to: name } },
      ip,
    });
  });
  return getMyProfile(ctx, accountId);
}
