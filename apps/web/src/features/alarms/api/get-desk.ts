import { useQuery } from '@tanstack/react-query';
import { alarmsEndpoints } from '@guardian/contracts';
import { ApiError, call } from '../../../lib/api-client';
import { syncServerClock } from '../lib/server-clock';

export const deskKey = ['alarms', 'desk'] as const;

/**
 * The unresolved alarms, loaded once per admin session: afterwards the live stream keeps this cache entry
 * current (apply-alarm-message), so it never goes stale and is never refetched behind the stream's back —
 * a refetch answered after a newer stream message would put the older state back.
 */
export function useAlarmDesk() {
  return useQuery({
    queryKey: deskKey,
    queryFn: async () => {
      const desk = await call(alarmsEndpoints.desk);
      syncServerClock(desk.serverTime);
      return desk;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    // The desk is what an operator watches: a network blip or a restarting server is retried (backing off to
    // 10 s) rather than left empty; a refusal (session over, not allowed, no such call) is not.
    retry: (_count, error) => !(error instanceof ApiError && [401, 403, 404].includes(error.status)),
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
  });
}
