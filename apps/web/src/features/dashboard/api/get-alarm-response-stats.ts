import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { alarmsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

/** Alarm response times for a window of UTC days (both included); `enabled` holds it back while the window is invalid. */
export const useAlarmResponseStats = (range: { from: string; to: string }, enabled: boolean) =>
  useQuery({
    queryKey: ['alarm-response-stats', range],
    queryFn: () => call(alarmsEndpoints.responseStats, { query: range }),
    enabled,
    placeholderData: keepPreviousData,
  });
