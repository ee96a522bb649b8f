import { useQuery } from '@tanstack/react-query';
import { devicesEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { devicesKey } from './list-devices';

/** One device with its newest logs; the logs modal loads it when it opens (docs/decisions). */
export const useDevice = (id: number | null) =>
  useQuery({
    queryKey: [...devicesKey, 'detail', id],
    queryFn: () => call(devicesEndpoints.getDevice, { params: { id } }),
    enabled: id !== null,
    staleTime: 0,
  });
