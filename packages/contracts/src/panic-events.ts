import { z } from 'zod';
import { pageQuery } from './envelope';
import { blankAsDefault, cursorParam, keywordParam, sortDirectionParam } from './list-query';

/** Order-by codes of the panic event list: Date, User name, Full name (default: Date, descending). */
export const PANIC_ORDER_BY = ['createdAt', 'userName', 'fullName'] as const;
export type PanicOrderBy = (typeof PANIC_ORDER_BY)[number];

/** alertType 1 is a warning (orange dot), anything else an emergency (red dot). */
export const ALERT_TYPE_WARNING = 1;
/** isAlertStartedFromDevice 2 means the watch raised it, anything else the phone. */
export const ALERT_FROM_WATCH = 2;

const orderByParam = blankAsDefault(
  z.enum(PANIC_ORDER_BY, { message: 'order_by must be createdAt, userName or fullName.' }).default('createdAt'),
);

export const panicEventsExportQuery = z.object({
  keyword: keywordParam,
  order_by: orderByParam,
  order: sortDirectionParam,
});
export type PanicEventsExportQuery = z.input<typeof panicEventsExportQuery>;

export const panicEventsQuery = pageQuery.extend(panicEventsExportQuery.shape).extend({ cursor: cursorParam });
export type PanicEventsQuery = z.input<typeof panicEventsQuery>;

export const alertLogRow = z.object({ eventType: z.string(), eventMessage: z.string(), timeStamp: z.string() });
export type AlertLogRow = z.infer<typeof alertLogRow>;

export const panicEventRow = z.object({
  id: z.number().int(),
  userAlert: z.object({ fullName: z.string(), userName: z.string() }),
  createdAt: z.string(),
  alertType: z.number().int(),
  isAlertStartedFromDevice: z.number().int(),
  alertLogs: z.array(alertLogRow),
  /** The public experience viewer link when the event has a recording, else ''. */
  eventUrl: z.string(),
});
export type PanicEventRow = z.infer<typeof panicEventRow>;

/** totalResult is exact for small results and an estimate for very large ones (see the API's row-count). */
export const panicEventsList = z.object({
  message: z.string(),
  data: z.array(panicEventRow),
  totalResult: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type PanicEventsList = z.infer<typeof panicEventsList>;
