import { z } from 'zod';
import { ANY_ADMIN, defineEndpoint } from './endpoint';
import { envelope, pageQuery } from './envelope';
import { requestsMessages as r } from './messages/requests';
import { cursorParam, dateRangeFields, keywordParam, listPageFields, orderByParam, sortDirectionParam, withOrderedRange } from './list-query';

/** The status filter is sent as '' (All), 'true' (Active) or 'false' (Inactive). */
const statusParam = z.enum(['', 'true', 'false'], { message: r.subscriptionStatus }).default('');

/** Sortable columns: the start (created) date, the default, newest first; and the end date. */
export const SUBSCRIPTION_ORDER_BY = ['createdAt', 'endDate'] as const;
export type SubscriptionOrderBy = (typeof SUBSCRIPTION_ORDER_BY)[number];

/** `from` / `to` filter on the subscription's start (created) date. */
const subscriptionFilters = z.object({
  keyword: keywordParam,
  status: statusParam,
  order_by: orderByParam(SUBSCRIPTION_ORDER_BY, 'createdAt'),
  order: sortDirectionParam,
  ...dateRangeFields,
});
/** The filters as parsed: what the server's list and export take and what the web page sends. */
export type SubscriptionFilters = z.output<typeof subscriptionFilters>;
export const subscriptionsExportQuery = withOrderedRange(subscriptionFilters);

export const subscriptionsQuery = withOrderedRange(pageQuery.extend(subscriptionFilters.shape).extend({ cursor: cursorParam }));

export const subscriptionRow = z.object({
  id: z.number().int(),
  user: z.object({ userName: z.string().nullable(), email: z.string() }),
  userId: z.number().int(),
  /** A monthly plan's id shows Monthly, any other Yearly (spec section 3). */
  subscriptionPlanId: z.number().int(),
  createdAt: z.string(),
  endDate: z.string(),
  subscriptionEndDate: z.string(),
  type: z.string(),
  /** 'ios' shows Apple, anything else Google. */
  deviceType: z.string(),
  /** True while the end date is in the future. */
  isActive: z.boolean(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRow>;

export const subscriptionsList = z.object({
  message: z.string(),
  data: z.array(subscriptionRow),
  totalResults: z.number().int(),
  ...listPageFields,
});
export type SubscriptionsList = z.infer<typeof subscriptionsList>;

export const subscriptionHistoryQuery = pageQuery.extend({
  user_id: z.coerce
    .number({ message: r.fields.userId('user_id') })
    .int(r.fields.userId('user_id'))
    .positive(r.fields.userId('user_id'))
    .max(Number.MAX_SAFE_INTEGER, r.fields.userId('user_id')),
});

export const subscriptionHost = z.object({
  fullName: z.string(),
  userName: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type SubscriptionHost = z.infer<typeof subscriptionHost>;

export const subscriptionTransaction = z.object({
  id: z.number().int(),
  transactionRef: z.string(),
  subscriptionPlanId: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  deviceType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  /** Ongoing while the end date is in the future, else Expired. */
  isActive: z.boolean(),
});
export type SubscriptionTransaction = z.infer<typeof subscriptionTransaction>;

export const subscriptionHistoryData = z.object({
  hostData: subscriptionHost,
  transactionData: z.array(subscriptionTransaction),
  totalResult: z.number().int(),
});
export type SubscriptionHistoryData = z.infer<typeof subscriptionHistoryData>;

/** Monthly for a monthly plan's id, else Yearly: the list and the export share this rule. */
export function planIntervalOf(subscriptionPlanId: number, monthlyPlanIds: ReadonlySet<number>): 'monthly' | 'yearly' {
  return monthlyPlanIds.has(subscriptionPlanId) ? 'monthly' : 'yearly';
}
export const platformOf = (deviceType: string): 'apple' | 'google' => (deviceType === 'ios' ? 'apple' : 'google');

const tag = 'subscriptions';

export const subscriptionsEndpoints = {
  listSubscriptions: defineEndpoint({
    operationId: 'listSubscriptions',
    summary: 'A page of subscriptions with their users, searched and filtered by status (active or not)',
    tag,
    method: 'GET',
    path: '/subscription/admin/users',
    access: ANY_ADMIN,
    query: subscriptionsQuery,
    success: { status: 200, schema: subscriptionsList },
  }),
  // The spec's "second call that fetches all rows for export", served as a streamed CSV file.
  exportSubscriptions: defineEndpoint({
    operationId: 'exportSubscriptions',
    summary: 'Every subscription matching the search and status, as a CSV file (SubscriptionDetails.csv)',
    tag,
    method: 'GET',
    path: '/subscription/admin/export-users',
    access: ANY_ADMIN,
    query: subscriptionsExportQuery,
    success: { status: 200, produces: 'text/csv' },
  }),
  getSubscriptionHistory: defineEndpoint({
    operationId: 'getSubscriptionHistory',
    summary: "A user's details and a page of their subscription transactions, newest first",
    tag,
    method: 'GET',
    path: '/admin/history',
    access: ANY_ADMIN,
    query: subscriptionHistoryQuery,
    success: { status: 200, schema: envelope(subscriptionHistoryData) },
    errors: [404],
  }),
};
