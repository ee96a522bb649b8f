import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesEndpoints, type DeviceBody } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { devicesKey } from './list-devices';

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceBody) => call(devicesEndpoints.createDevice, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
