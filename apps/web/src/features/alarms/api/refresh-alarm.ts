import type { QueryClient } from '@tanstack/react-query';
import { alarmsEndpoints, type DeskResponse } from '@guardian/contracts';
import { ApiError, call } from '../../../lib/api-client';
import { applyAlarmMessage } from '../lib/apply-alarm-message';
import { deskKey } from './get-desk';

/**
 * After a 409 or 404 the desk's row was out of date (another operator was quicker, and the stream has not
 * said so yet, or is down): the alarm's current state is fetched and put on the desk, or the row dropped.
 */
export async function refreshAlarm(queryClient: QueryClient, id: number) {
  const update = (change: (desk: DeskResponse) => DeskResponse) => {
    const desk = queryClient.getQueryData<DeskResponse>(deskKey);
    if (desk) queryClient.setQueryData(deskKey, change(desk));
  };
  try {
    const { data } = await call(alarmsEndpoints.get, { params: { id } });
    update((desk) => applyAlarmMessage(desk, { kind: 'updated', alarm: data }).desk);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      update((desk) => ({ ...desk, data: desk.data.filter((row) => row.id !== id), total: Math.max(0, desk.total - 1) }));
  }
}
