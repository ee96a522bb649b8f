import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { devicesKey } from './list-devices';

/** Sends the status wanted (not a bare flip), so two operators toggling at once cannot undo each other. */
export function useSetDeviceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => call(devicesEndpoints.setDeviceStatus, { params: { id }, body: { isActive } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
