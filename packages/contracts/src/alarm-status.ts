/** open → acknowledged → resolved. Events recorded before the desk existed are resolved. */
export const ALARM_STATUS = ['open', 'acknowledged', 'resolved'] as const;
export type AlarmStatus = (typeof ALARM_STATUS)[number];

/** How an alarm ends, chosen by the operator when resolving. */
export const RESOLVE_OUTCOMES = ['services_attended', 'helped', 'false_accidental', 'false_test', 'false_device', 'cancelled_by_user', 'no_response'] as const;
/** Outcomes stored before the finer list above; still read and shown, no longer chosen. */
export const EARLIER_OUTCOMES = ['assisted', 'false_alarm'] as const;
export type ResolveOutcome = (typeof RESOLVE_OUTCOMES)[number];
/**
 * How an alarm ended, as stored: the outcomes an operator chooses now and the earlier ones older alarms keep.
 * `cancelled_by_user` is also set by the alarm service's stop call with reason user_cancelled.
 */
export const ALARM_OUTCOME = [...RESOLVE_OUTCOMES, ...EARLIER_OUTCOMES] as const;
export type AlarmOutcome = (typeof ALARM_OUTCOME)[number];
