import { z } from 'zod';
import { ANY_ADMIN, defineEndpoint, SUPER_ADMIN } from './endpoint';
import { envelope } from './envelope';
import { alarmSettingsMessages as m } from './messages/alarm-settings';
import { EMAIL_MAX, EMAIL_PATTERN } from './validation';

/**
 * Who is told when an alarm escalates, and how long an owned alarm may sit without action (issue 32). One row;
 * any admin reads it, super admins change it.
 */
export const ALARM_SETTINGS_LIMITS = { emailsMax: 20, staleMinutesMin: 1, staleMinutesMax: 1440 } as const;

/** Default of ALARM_STALE_MINUTES: the stale time until a super admin saves one on the Alarm settings page. */
export const DEFAULT_ALARM_STALE_MINUTES = 10;

const escalationEmail = z
  .string({ message: m.emailInvalid })
  .trim()
  .max(EMAIL_MAX, m.emailInvalid)
  .regex(EMAIL_PATTERN, m.emailInvalid)
  .transform((value) => value.toLowerCase());

export const alarmSettingsBody = z.object({
  escalationEmails: z
    .array(escalationEmail, { message: m.emailsList })
    .max(ALARM_SETTINGS_LIMITS.emailsMax, m.emailsTooMany(ALARM_SETTINGS_LIMITS.emailsMax))
    // The same address twice would be mailed twice.
    .transform((emails) => [...new Set(emails)]),
  staleMinutes: z
    .number({ message: m.staleMinutesRange })
    .int(m.staleMinutesRange)
    .min(ALARM_SETTINGS_LIMITS.staleMinutesMin, m.staleMinutesRange)
    .max(ALARM_SETTINGS_LIMITS.staleMinutesMax, m.staleMinutesRange),
});
export type AlarmSettingsBody = z.input<typeof alarmSettingsBody>;

export const alarmSettings = z.object({
  escalationEmails: z.array(z.string()),
  /** The stale time in force: the one saved here, else the server's ALARM_STALE_MINUTES. */
  staleMinutes: z.number().int(),
  /** False until a super admin saves the settings: the stale time is then the server's ALARM_STALE_MINUTES. */
  staleMinutesSaved: z.boolean(),
  /** ALARM_ACK_SECONDS of the server: an alarm nobody acknowledges within it is escalated (not set here). */
  ackSeconds: z.number().int(),
  updatedAt: z.string(),
});
export type AlarmSettings = z.infer<typeof alarmSettings>;

const tag = 'alarm-settings';

export const alarmSettingsEndpoints = {
  get: defineEndpoint({
    operationId: 'getAlarmSettings',
    summary: 'Where escalations are mailed and how long an owned alarm may go without action',
    tag,
    method: 'GET',
    path: '/admin/alarm-settings',
    access: ANY_ADMIN,
    success: { status: 200, schema: envelope(alarmSettings) },
  }),
  save: defineEndpoint({
    operationId: 'saveAlarmSettings',
    summary: 'Change the escalation addresses and the stale time (super admins)',
    tag,
    method: 'PUT',
    path: '/admin/alarm-settings',
    access: SUPER_ADMIN,
    body: alarmSettingsBody,
    success: { status: 200, schema: envelope(alarmSettings) },
    errors: [403],
  }),
};
