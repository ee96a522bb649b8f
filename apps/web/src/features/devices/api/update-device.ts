import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceBody, DeviceRow } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { devicesKey } from './list-devices';

export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DeviceBody }) => api<Envelope<DeviceRow>>(`/device-inventory/${id}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
