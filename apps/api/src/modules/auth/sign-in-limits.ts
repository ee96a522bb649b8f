import type { Db } from '../../db/client';
import { accountWaitMs, addressWaitMs, lockoutRemainingMs } from './attempts.repository';
import { isKnownAddress } from './sign-in-addresses.repository';

export type SignInRefusal = { waitMs: number; reason: 'lockout' | 'address' | 'account' };

/**
 * Whether a sign-in may be tried now, and if not, how long until it may (docs/decisions/022):
 * - lockout: this e-mail from this address failed too often (growing: 15 min, 30, 60... a day at most);
 * - address: this address failed too many sign-ins, whatever the e-mails (password spraying);
 * - account: the account failed often from everywhere, so each attempt waits a growing delay; not applied
 *   from an address the account has signed in from before, so that failures from elsewhere never keep the
 *   owner out.
 * The longest wait wins; the answer states it.
 */
export async function signInRefusal(db: Db, email: string, accountId: number | undefined, ip: string, now: Date): Promise<SignInRefusal | undefined> {
  const waits: SignInRefusal[] = [
    { reason: 'lockout', waitMs: await lockoutRemainingMs(db, email, ip, now) },
    { reason: 'address', waitMs: await addressWaitMs(db, ip, now) },
  ];
  const known = accountId !== undefined && (await isKnownAddress(db, accountId, ip, now));
  if (!known) waits.push({ reason: 'account', waitMs: await accountWaitMs(db, email, now) });
  const longest = waits.reduce((a, b) => (b.waitMs > a.waitMs ? b : a));
  return longest.waitMs > 0 ? longest : undefined;
}
