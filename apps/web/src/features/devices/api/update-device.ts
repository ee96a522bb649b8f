import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesEndpoints, type DeviceBody } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { devicesKey } from './list-devices';

export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DeviceBody }) => call(devicesEndpoints.updateDevice, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
