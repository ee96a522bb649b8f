import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alarmsEndpoints, type DeskResponse } from '@guardian/contracts';
import { ApiError, call } from '../../../lib/api-client';
import { applyAlarmMessage } from '../lib/apply-alarm-message';
import { deskKey } from './get-desk';
import { refreshAlarm } from './refresh-alarm';

/** Takes an open alarm. The answer updates this desk at once; the stream brings the same change to every other. */
export function useAcknowledgeAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(alarmsEndpoints.acknowledge, { params: { id } }),
    onSuccess: ({ data }) => {
      const desk = queryClient.getQueryData<DeskResponse>(deskKey);
      // When the stream has already brought the acknowledgement (and maybe a later change), it is newer than this answer.
      if (desk?.data.find((row) => row.id === data.id)?.status === 'open')
        queryClient.setQueryData(deskKey, applyAlarmMessage(desk, { kind: 'acknowledged', alarm: data }).desk);
    },
    onError: (error, id) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void refreshAlarm(queryClient, id);
    },
  });
}
