import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, passwordResetTokens } from '../../db/schema';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export async function createResetToken(db: Db, accountId: number, tokenHash: string, now: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ tokenHash, accountId, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
}

/**
 * Makes the new link the account's only live one (call it in a transaction). The lock on the account's row makes
 * requests that interleave take turns: each ends the links committed before it, then adds its own, so exactly the
 * newest link stays live. Without it, two requests each end only the links committed before they started, and
 * both add theirs.
 */
export async function issueResetToken(tx: Db, accountId: number, tokenHash: string, now: Date): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
  await endResetTokens(tx, accountId, now);
  await createResetToken(tx, accountId, tokenHash, now);
}

/** Marks the token used and returns its account, or nothing if it is unknown, used or expired. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ accountId: passwordResetTokens.accountId });
  return row?.accountId;
}

/**
 * Ends every live reset link of an account (marks them used): a newer link replaces them, and a password
 * change, a reset, an e-mail change or a deactivation makes every link sent before it void. Returns how many.
 */
export async function endResetTokens(db: Db, accountId: number, now: Date): Promise<number> {
  const ended = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ tokenHash: passwordResetTokens.tokenHash });
  return ended.length;
}
