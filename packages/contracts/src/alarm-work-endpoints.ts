import { z } from 'zod';
import { alarmDetails, alarmIdParams } from './alarms';
import { callBody, handoffBody, noteBody, planBody, planKindParams, responsePlan, stepBody, stepParams, takeOverBody } from './alarm-work';
import { ANY_ADMIN, defineEndpoint, SUPER_ADMIN } from './endpoint';
import { envelope } from './envelope';

const tag = 'alarms';
/** Every action answers the alarm's details as they now are, so a desk redraws from one answer. */
const action = <B extends z.ZodType, P extends z.ZodType = typeof alarmIdParams>(operationId: string, summary: string, path: string, body: B, params?: P) =>
  defineEndpoint({
    operationId,
    summary,
    tag,
    method: 'POST' as const,
    path: `/admin/alarms/:id/${path}` as const,
    access: ANY_ADMIN,
    params: (params ?? alarmIdParams) as P,
    body,
    success: { status: 200 as const, schema: envelope(alarmDetails) },
    errors: [404, 409] as const,
  });

export const alarmWorkEndpoints = {
  takeOver: action('takeOverAlarm', 'Become the owner of an alarm someone else owns; the reason is required', 'take-over', takeOverBody),
  step: action('recordAlarmStep', "Mark a step of the alarm's checklist done, or skipped with the reason", 'steps/:stepId', stepBody, stepParams),
  call: action('logAlarmCall', 'Log a call to the person or one of their emergency contacts, with its result', 'calls', callBody),
  handoff: action('handOffAlarm', 'Record a hand-off to an emergency service, with its reference', 'handoffs', handoffBody),
  note: action('addAlarmNote', 'Add a note; anyone may, also after the alarm is resolved', 'notes', noteBody),
};

export const responsePlansEndpoints = {
  list: defineEndpoint({
    operationId: 'listResponsePlans',
    summary: 'The response plan of each kind of alarm, its steps in order',
    tag,
    method: 'GET',
    path: '/admin/response-plans',
    access: ANY_ADMIN,
    success: { status: 200, schema: envelope(z.array(responsePlan)) },
  }),
  save: defineEndpoint({
    operationId: 'saveResponsePlan',
    summary: 'Replace the steps of a response plan; alarms already raised keep the steps they were given',
    tag,
    method: 'PUT',
    path: '/admin/response-plans/:kind',
    access: SUPER_ADMIN,
    params: planKindParams,
    body: planBody,
    success: { status: 200, schema: envelope(responsePlan) },
    errors: [403],
  }),
};
