import { eq } from 'drizzle-orm';
import { isLanguage, type Language, type MyLanguageData } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { findAccountById } from '../accounts/accounts.repository';

/** The account's chosen language; null until chosen (a value the app no longer knows counts as not chosen). */
export async function getMyLanguage(ctx: AppContext, accountId: number): Promise<MyLanguageData> {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw unauthorized();
  return { language: isLanguage(account.language) ? account.language : null };
}

/** A display preference, not a security event: no audit row (the timeline stays about access and changes). */
export async function setMyLanguage(ctx: AppContext, accountId: number, language: Language): Promise<MyLanguageData> {
  const [row] = await ctx.db.update(accounts).set({ language, updatedAt: ctx.now() }).where(eq(accounts.id, accountId)).returning({ id: accounts.id });
  if (!row) throw unauthorized();
  return { language };
}
