import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export async function createResetToken(db: Db, accountId: number, tokenHash: string, now: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ tokenHash, accountId, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
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
