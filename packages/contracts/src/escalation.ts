/**
 * Escalation (issue 32): an alarm nobody acknowledges within ALARM_ACK_SECONDS, or whose owner does nothing for
 * the stale time after a reminder, is escalated to every signed-in super admin and the escalation addresses.
 */
export const ESCALATION = {
  /** How often each server process looks for alarms due a stage; an escalation lands at most this late. */
  everySeconds: 5,
} as const;

/** Where an alarm is worked: the desk, with the alarm named (the banner's and the mail's link). */
export const alarmDeskPath = (id: number) => `/admin/alarms?alarm=${id}`;

/** The printable report of one alarm, open or resolved. */
export const alarmReportPath = (id: number) => `/admin/alarms/${id}/report`;
