import { z } from 'zod';
import { ANY_ADMIN, defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { responseStatsQuery } from './alarms';
import { alarmMessages } from './messages/alarms';

export const appStatisticsData = z.object({
  totalUsers: z.number().int(),
  totalPanicEvents: z.number().int(),
  totalSentNotifications: z.number().int(),
  totalRecordings: z.number().int(),
  activeEmergencyContacts: z.number().int(),
  inactiveEmergencyContacts: z.number().int(),
});
export type AppStatistics = z.infer<typeof appStatisticsData>;

// ---- Trends (issue 13 item 3; decision 026) ----

/** Longest window of the trends, in days (both ends included): a leap year. */
export const TRENDS_MAX_DAYS = 366;
/** The window the dashboard opens with: the last 7 days, as the spec's one-week default hints. */
export const TRENDS_DEFAULT_DAYS = 7;
const DAY_MS = 86_400_000;

/** Whole days from `from` to `to`, both included (dates as YYYY-MM-DD, read as UTC days). */
export const daysInWindow = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** A window of days must start on or before its end and last at most a leap year (the dashboard's and the reports'). */
export function checkDayWindow(window: { from: string; to: string }, ctx: z.RefinementCtx) {
  const days = daysInWindow(window.from, window.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: alarmMessages.windowInvalid });
  else if (days > TRENDS_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['from'], message: alarmMessages.statsWindowTooLong });
}

/**
 * A window of UTC days, both included. The same two fields and date messages as the alarm response panel beside it
 * on the dashboard; the web's window picker validates with this schema too.
 */
export const dashboardTrendsQuery = responseStatsQuery.superRefine(checkDayWindow);
export type DashboardTrendsQuery = z.infer<typeof dashboardTrendsQuery>;

const count = z.number().int();

/** One UTC day of the window; days with nothing in them are there with zeros. */
export const trendDay = z.object({
  day: z.iso.date(),
  /** Panic events by alert type (1 warning, 2 emergency) and source (1 phone, 2 watch). */
  warningFromPhone: count,
  warningFromWatch: count,
  emergencyFromPhone: count,
  emergencyFromWatch: count,
  /** App users (role 6) who signed up that day. */
  newUsers: count,
  subscriptionsStarted: count,
  /** Subscriptions whose end date falls on that day. */
  subscriptionsExpiring: count,
});
export type TrendDay = z.infer<typeof trendDay>;

export const dashboardTrends = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Days are counted in UTC, as the heat map's and the alarm response panel's. */
  timeZone: z.literal('UTC'),
  days: z.array(trendDay),
  /** Countries with the most panic events in the window (ISO 3166-1 alpha-2), most first; at most 10. */
  topCountries: z.array(z.object({ countryCode: z.string(), events: count })),
  /** Events in the window whose country is not known (written before places were resolved). */
  unknownCountryEvents: count,
});
export type DashboardTrends = z.infer<typeof dashboardTrends>;

export const dashboardEndpoints = {
  get: defineEndpoint({
    operationId: 'getAppStatistics',
    summary: "The dashboard's totals: users, panic events, notifications, recordings and emergency contacts",
    tag: 'dashboard',
    method: 'GET',
    path: '/user/admin/app-statistics',
    access: ANY_ADMIN,
    success: { status: 200, schema: envelope(appStatisticsData) },
  }),
  trends: defineEndpoint({
    operationId: 'getDashboardTrends',
    summary: 'Per UTC day of a window: panic events by type and source, new users, subscriptions started and expiring; and the top countries of alerts',
    tag: 'dashboard',
    method: 'GET',
    path: '/admin/dashboard/trends',
    access: ANY_ADMIN,
    query: dashboardTrendsQuery,
    success: { status: 200, schema: envelope(dashboardTrends) },
  }),
};
