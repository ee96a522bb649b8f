import { z } from 'zod';
import { defineEndpoint, SUPER_ADMIN } from './endpoint';
import { envelope } from './envelope';
import { ALARM_KIND } from './alarms';
import { responseFigures } from './reports';

/**
 * The supervisor's wallboard (issue 32): every open alarm by state, the operators at work now and what each
 * owns, and today's answer times. Super admins only.
 */

/**
 * waiting: nobody has acknowledged it; escalated: escalated and not picked up since (unanswered in time, or
 * its owner left it without action); owned: an operator is working it.
 */
export const SUPERVISION_STATES = ['waiting', 'escalated', 'owned'] as const;
export type SupervisionState = (typeof SUPERVISION_STATES)[number];

const person = z.object({ id: z.number().int(), name: z.string() });

export const supervisionAlarm = z.object({
  id: z.number().int(),
  kind: z.enum(ALARM_KIND),
  state: z.enum(SUPERVISION_STATES),
  /** 1 warning, 2 emergency; 1 phone, 2 watch. */
  alertType: z.number().int(),
  source: z.number().int(),
  person,
  startedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  /** Seconds from the alert to its acknowledgement, or to `now` while nobody has acknowledged it. */
  waitedSeconds: z.number(),
  owner: person.nullable(),
});
export type SupervisionAlarm = z.infer<typeof supervisionAlarm>;

export const supervisionOperator = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Ids of the open alarms this operator owns. */
  owns: z.array(z.number().int()),
});
export type SupervisionOperator = z.infer<typeof supervisionOperator>;

export const supervision = z.object({
  /** The server's time of the answer: the wallboard ticks the waited times on from it. */
  now: z.string(),
  /** Escalated first, then waiting, then owned; the longest waiting first within each. */
  alarms: z.array(supervisionAlarm),
  /** Admins whose session was in use within the last SUPERVISION_PRESENCE_SECONDS (an open desk keeps it in use). */
  operators: z.array(supervisionOperator),
  /** Alarms raised today (UTC), tests left out. */
  today: responseFigures,
});
export type Supervision = z.infer<typeof supervision>;

/**
 * An open Alarm Desk marks its session used at least once a minute (the session touch), so an operator seen
 * within this many seconds is at work now; closing the last page drops them after it.
 */
export const SUPERVISION_PRESENCE_SECONDS = 120;

/** How often the wallboard asks again (a poll: one small query set per supervisor, whatever the alarm traffic). */
export const SUPERVISION_REFRESH_SECONDS = 5;

export const supervisionEndpoints = {
  get: defineEndpoint({
    operationId: 'getAlarmSupervision',
    summary: 'The wallboard: open alarms by state with their waited time and owner, the operators at work now, and today’s answer times',
    tag: 'alarms',
    method: 'GET',
    path: '/admin/alarms/supervision',
    access: SUPER_ADMIN,
    success: { status: 200, schema: envelope(supervision) },
  }),
};
