import { useQuery } from '@tanstack/react-query';
import type { DeviceDetails } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { devicesKey } from './list-devices';

/** One device with its newest logs; the logs modal loads it when it opens (docs/decisions). */
export const useDevice = (id: number | null) =>
  useQuery({
    queryKey: [...devicesKey, 'detail', id],
    queryFn: () => api<Envelope<DeviceDetails>>(`/device-inventory/${id}`),
    enabled: id !== null,
    staleTime: 0,
  });
