import { TRENDS_DEFAULT_DAYS } from '@guardian/contracts';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a UTC day: the server counts whole UTC days. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` UTC days, today included. */
export const lastDays = (days: number, now = new Date()) => ({ from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) });

export const defaultTrendWindow = () => lastDays(TRENDS_DEFAULT_DAYS);
