import { ROLE } from '@guardian/contracts';
import type { AppContext } from '../../../context';
import { useSession } from '../../auth/session-rules';

/**
 * Whether a stream's session may go on, by the auth hook's rules: not logged out, not expired, account
 * active, an admin role. The open desk counts as use of the session: it is touched like a request, so an
 * operator watching a quiet desk is not signed out by the idle limit; the absolute lifetime
 * (SESSION_TTL_HOURS) still ends it (docs/decisions/020-live-alarm-transport.md).
 */
export async function streamSessionIsLive(ctx: AppContext, tokenHash: string): Promise<boolean> {
  const at = ctx.now();
  const session = await ctx.findLiveSession(tokenHash, at);
  if (!session || session.status !== 1 || session.roleId === ROLE.appUser) return false;
  return useSession(ctx.db, ctx.config, { ...session, tokenHash }, at);
}
