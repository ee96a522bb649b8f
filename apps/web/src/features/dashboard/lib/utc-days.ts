import { TRENDS_DEFAULT_DAYS } from '@guardian/contracts';
import { intlLocale } from '../../../lib/i18n';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a UTC day: the server counts whole UTC days. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` UTC days, today included. */
export const lastDays = (days: number, now = new Date()) => ({ from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) });

export const defaultTrendWindow = () => lastDays(TRENDS_DEFAULT_DAYS);

/** A UTC day as the app writes dates (d/M/Y in English), read in UTC so no time zone moves it to the day before. */
export function formatUtcDay(day: string, short = false): string {
  const options: Intl.DateTimeFormatOptions = short ? { day: '2-digit', month: '2-digit' } : { day: '2-digit', month: '2-digit', year: 'numeric' };
  return new Intl.DateTimeFormat(intlLocale(), { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
