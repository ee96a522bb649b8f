import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { touchSession } from './sessions.repository';

/**
 * Without "Remember me" the session is the browser tab's (sessionStorage), and on the server it ends after this
 * long without a request, sliding: a closed tab leaves no token behind that stays usable for the whole
 * SESSION_IDLE_MINUTES (decision 027). A shorter SESSION_IDLE_MINUTES applies to both kinds.
 */
export const UNREMEMBERED_IDLE_MS = 30 * 60_000;

/** Writing last_seen_at on every request would turn each read into a write; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

export function idleLimitMs(remember: boolean, config: Pick<Config, 'sessionIdleMs'>): number {
  return remember ? config.sessionIdleMs : Math.min(UNREMEMBERED_IDLE_MS, config.sessionIdleMs);
}

/**
 * A request (or an open alarm stream) uses the session: false if it has been idle past its limit, otherwise
 * it is marked as seen now (at most once a minute) and goes on.
 */
export async function useSession(
  db: Db,
  config: Pick<Config, 'sessionIdleMs'>,
  session: { tokenHash: string; lastSeenAt: Date; remember: boolean },
  at: Date,
): Promise<boolean> {
  const idle = at.getTime() - session.lastSeenAt.getTime();
  if (idle > idleLimitMs(session.remember, config)) return false;
  if (idle > TOUCH_EVERY_MS) await touchSession(db, session.tokenHash, at);
  return true;
}
