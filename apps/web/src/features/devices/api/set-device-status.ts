import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceRow } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { devicesKey } from './list-devices';

/** Sends the status wanted (not a bare flip), so two operators toggling at once cannot undo each other. */
export function useSetDeviceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api<Envelope<DeviceRow>>(`/device-inventory/active-inactive-device-inventory/${id}`, { method: 'PATCH', body: { isActive } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
