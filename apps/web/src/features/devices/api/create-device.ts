import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceBody, DeviceRow } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { devicesKey } from './list-devices';

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceBody) => api<Envelope<DeviceRow>>('/device-inventory', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
