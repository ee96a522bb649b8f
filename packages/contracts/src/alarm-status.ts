/** open → acknowledged → resolved. Events recorded before the desk existed are resolved. */
export const ALARM_STATUS = ['open', 'acknowledged', 'resolved'] as const;
export type AlarmStatus = (typeof ALARM_STATUS)[number];
