import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AlarmDetails, DeskResponse } from '@guardian/contracts';
import { setTitlePrefix } from '../../../lib/document-title';
import { alarmKey } from '../api/alarm-work';
import { runAlarmStream, type StreamStatus } from '../api/alarm-stream';
import { deskKey, useAlarmDesk } from '../api/get-desk';
import { AlarmLiveContext } from '../hooks/use-alarm-live';
import { useAlarmSound } from '../hooks/use-alarm-sound';
import { emitAlarmMessage } from '../lib/alarm-messages';
import { applyAlarmMessage, applyToDetails, countOpen, isOverdue } from '../lib/apply-alarm-message';
import { serverNow } from '../lib/server-clock';

/** While an alarm is overdue and nobody has acknowledged it, its tone comes back this often. */
export const OVERDUE_REPEAT_MS = 5000;

/**
 * The desk kept live on every admin page, started once in the admin layout: the desk is loaded, then the
 * stream applies each change to it, so the sidebar badge, the tab title and the sound are right wherever
 * the operator is, and the desk page opens already current.
 */
export function AlarmLiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const desk = useAlarmDesk();
  const sound = useAlarmSound();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const loaded = desk.isSuccess;

  const onNewAlarm = useEffectEvent(() => sound.play('new'));
  const onOverdueCheck = useEffectEvent(() => {
    const current = queryClient.getQueryData<DeskResponse>(deskKey);
    if (current?.data.some((alarm) => isOverdue(alarm, serverNow(), current.ackSeconds))) sound.play('overdue');
  });

  useEffect(() => {
    if (!loaded) return;
    const controller = new AbortController();
    void runAlarmStream({
      lastEventId: queryClient.getQueryData<DeskResponse>(deskKey)?.lastEventId ?? '',
      signal: controller.signal,
      onStatus: setStatus,
      onMessage: (message, eventId) => {
        const current = queryClient.getQueryData<DeskResponse>(deskKey);
        if (!current) return;
        const applied = applyAlarmMessage(current, message, eventId);
        queryClient.setQueryData(deskKey, applied.desk);
        if (applied.added && message.alarm.status === 'open') onNewAlarm();
        emitAlarmMessage(message);
        // An open panel (or the map's trail) of this alarm: its state at once, its log (timeline, trail) fetched again.
        const key = alarmKey(message.alarm.id);
        if (queryClient.getQueryData(key)) {
          queryClient.setQueryData<AlarmDetails>(key, (details) => applyToDetails(details, message.alarm));
          void queryClient.invalidateQueries({ queryKey: key });
        }
      },
    });
    return () => controller.abort();
  }, [loaded, queryClient]);

  useEffect(() => {
    const timer = setInterval(onOverdueCheck, OVERDUE_REPEAT_MS);
    return () => clearInterval(timer);
  }, []);

  const open = desk.data ? countOpen(desk.data.data) : 0;
  // The count goes before whichever page's title is shown: "(2) User Management · Guardian".
  useEffect(() => setTitlePrefix(open > 0 ? `(${open}) ` : ''), [open]);
  useEffect(() => () => setTitlePrefix(''), []);

  const interrupted = status === 'reconnecting' || (!loaded && desk.failureCount > 0);
  const value = useMemo(() => ({ status, interrupted, sound }), [status, interrupted, sound]);
  return <AlarmLiveContext.Provider value={value}>{children}</AlarmLiveContext.Provider>;
}
