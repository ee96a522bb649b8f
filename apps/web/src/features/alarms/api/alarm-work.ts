import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  alarmsEndpoints,
  alarmWorkEndpoints,
  callBody,
  handoffBody,
  noteBody,
  stepBody,
  takeOverBody,
  type AlarmDetails,
  type DeskResponse,
} from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { applyAlarmMessage } from '../lib/apply-alarm-message';
import { deskKey } from './get-desk';

export const alarmKey = (id: number) => ['alarm', id] as const;

/** One alarm with its checklist, calls, hand-offs, notes, timeline, trail and the person's contacts; null: none asked for. */
export function useAlarmDetails(id: number | null) {
  return useQuery({
    queryKey: alarmKey(id ?? 0),
    queryFn: async () => (await call(alarmsEndpoints.get, { params: { id: id! } })).data,
    enabled: id !== null,
  });
}

type In<S extends z.ZodType> = z.input<S>;

/**
 * One action on an alarm (take over, a step, a call, a hand-off, a note). The answer is the alarm's details as
 * they now are: they replace the open panel's, and the desk's card takes the new owner at once.
 */
export function useAlarmAction(id: number) {
  const queryClient = useQueryClient();
  const done = (data: AlarmDetails) => {
    queryClient.setQueryData(alarmKey(id), data);
    const desk = queryClient.getQueryData<DeskResponse>(deskKey);
    if (desk) queryClient.setQueryData(deskKey, applyAlarmMessage(desk, { kind: 'updated', alarm: data }).desk);
  };
  return {
    takeOver: useMutation({
      mutationFn: (body: In<typeof takeOverBody>) => call(alarmWorkEndpoints.takeOver, { params: { id }, body }),
      onSuccess: ({ data }) => done(data),
    }),
    step: useMutation({
      mutationFn: ({ stepId, body }: { stepId: number; body: In<typeof stepBody> }) => call(alarmWorkEndpoints.step, { params: { id, stepId }, body }),
      onSuccess: ({ data }) => done(data),
    }),
    call: useMutation({
      mutationFn: (body: In<typeof callBody>) => call(alarmWorkEndpoints.call, { params: { id }, body }),
      onSuccess: ({ data }) => done(data),
    }),
    handoff: useMutation({
      mutationFn: (body: In<typeof handoffBody>) => call(alarmWorkEndpoints.handoff, { params: { id }, body }),
      onSuccess: ({ data }) => done(data),
    }),
    note: useMutation({
      mutationFn: (body: In<typeof noteBody>) => call(alarmWorkEndpoints.note, { params: { id }, body }),
      onSuccess: ({ data }) => done(data),
    }),
  };
}
