import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { devicesKey } from './list-devices';

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(devicesEndpoints.deleteDevice, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
