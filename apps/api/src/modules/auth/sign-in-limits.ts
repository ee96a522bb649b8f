import type { Db } from '../../db/client';
import { accountWaitMs, addressWaitMs, admitAttempt, lockoutRemainingMs, resetRequestWaitMs } from './attempts.repository';
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
async function signInRefusal(db: Db, email: string, accountId: number | undefined, ip: string, now: Date): Promise<SignInRefusal | undefined> {
  const waits: SignInRefusal[] = [
    { reason: 'lockout', waitMs: await lockoutRemainingMs(db, email, ip, now) },
    { reason: 'address', waitMs: await addressWaitMs(db, ip, now) },
  ];
  const known = accountId !== undefined && (await isKnownAddress(db, accountId, ip, now));
  if (!known) waits.push({ reason: 'account', waitMs: await accountWaitMs(db, email, now) });
  const longest = waits.reduce((a, b) => (b.waitMs > a.waitMs ? b : a));
  return longest.waitMs > 0 ? longest : undefined;
}

/**
 * The refusal, if the limits refuse this sign-in now; otherwise undefined, and the attempt is already counted as
 * a failure (a success forgives it), so that concurrent attempts cannot all pass the check (admitAttempt).
 */
export function admitSignIn(db: Db, email: string, accountId: number | undefined, ip: string, now: Date): Promise<SignInRefusal | undefined> {
  return admitAttempt(db, { kind: 'signin', email, ip }, now, (tx) => signInRefusal(tx, email, accountId, ip, now));
}

/** The wait left of this e-mail and address's lockout if there is one; otherwise undefined, and the attempt is counted as admitSignIn does. */
export function admitSessionPassword(db: Db, email: string, ip: string, now: Date): Promise<number | undefined> {
  return admitAttempt(db, { kind: 'signin', email, ip }, now, async (tx) => waitIfAny(await lockoutRemainingMs(tx, email, ip, now)));
}

/** The wait before this e-mail may ask for another reset link from this address, or undefined and the request is counted. */
export function admitResetRequest(db: Db, email: string, ip: string, now: Date): Promise<number | undefined> {
  return admitAttempt(db, { kind: 'forgot', email, ip }, now, async (tx) => waitIfAny(await resetRequestWaitMs(tx, email, ip, now)));
}

const waitIfAny = (waitMs: number) => (waitMs > 0 ? waitMs : undefined);
