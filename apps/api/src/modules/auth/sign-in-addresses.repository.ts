import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInAddresses } from '../../db/schema';

/** An address is remembered this long after its last successful sign-in to the account. */
export const KNOWN_ADDRESS_MEMORY_MS = 180 * 24 * 3600_000;

/** Whether the account has signed in successfully from this address (within KNOWN_ADDRESS_MEMORY_MS). */
export async function isKnownAddress(db: Db, accountId: number, ip: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ last: signInAddresses.lastSuccessAt })
    .from(signInAddresses)
    .where(and(eq(signInAddresses.accountId, accountId), eq(signInAddresses.ip, ip)))
    .limit(1);
  return Boolean(row && row.last.getTime() > now.getTime() - KNOWN_ADDRESS_MEMORY_MS);
}

export async function rememberAddress(db: Db, accountId: number, ip: string, now: Date): Promise<void> {
  await db
    .insert(signInAddresses)
    .values({ accountId, ip, firstSuccessAt: now, lastSuccessAt: now })
    .onConflictDoUpdate({ target: [signInAddresses.accountId, signInAddresses.ip], set: { lastSuccessAt: sql`excluded.last_success_at` } });
}

/** Housekeeping: addresses not used to sign in for KNOWN_ADDRESS_MEMORY_MS are forgotten. */
export async function pruneAddresses(db: Db, now: Date): Promise<void> {
  await db.delete(signInAddresses).where(lt(signInAddresses.lastSuccessAt, new Date(now.getTime() - KNOWN_ADDRESS_MEMORY_MS)));
}
