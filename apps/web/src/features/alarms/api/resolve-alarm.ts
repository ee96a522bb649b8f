import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alarmsEndpoints, type DeskResponse, type ResolveAlarmBody } from '@guardian/contracts';
import { ApiError, call } from '../../../lib/api-client';
import { applyAlarmMessage } from '../lib/apply-alarm-message';
import { deskKey } from './get-desk';
import { refreshAlarm } from './refresh-alarm';

/** Closes an alarm with its outcome and note; it leaves this desk at once (and every other through the stream). */
export function useResolveAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ResolveAlarmBody }) => call(alarmsEndpoints.resolve, { params: { id }, body }),
    onSuccess: ({ data }) => {
      const desk = queryClient.getQueryData<DeskResponse>(deskKey);
      if (desk) queryClient.setQueryData(deskKey, applyAlarmMessage(desk, { kind: 'resolved', alarm: data }).desk);
      // Panic Events shows the status: its cached pages are out of date now.
      void queryClient.invalidateQueries({ queryKey: ['panic-events'] });
    },
    onError: (error, { id }) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void refreshAlarm(queryClient, id);
    },
  });
}
