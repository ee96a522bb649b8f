import { useQuery } from '@tanstack/react-query';
import { SUPERVISION_REFRESH_SECONDS, supervisionEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

/**
 * The wallboard's data, asked again every few seconds (a poll rather than the alarm stream: the board needs
 * the operators at work and today's figures too, which no stream message carries). Polls in a hidden tab too:
 * a wallboard is often a screen nobody clicks.
 */
export const useSupervision = () =>
  useQuery({
    queryKey: ['alarm-supervision'],
    queryFn: () => call(supervisionEndpoints.get),
    refetchInterval: SUPERVISION_REFRESH_SECONDS * 1000,
    refetchIntervalInBackground: true,
  });
