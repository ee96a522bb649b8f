/** panic: the default; duress: a cancel never closes it; test: shown muted and left out of every figure. */
export const ALARM_KIND = ['panic', 'duress', 'test'] as const;
export type AlarmKind = (typeof ALARM_KIND)[number];
