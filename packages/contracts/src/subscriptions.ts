import { z } from 'zod';
import { pageQuery } from './envelope';
import { cursorParam, keywordParam } from './list-query';

/** The status filter is sent as '' (All), 'true' (Active) or 'false' (Inactive). */
const statusParam = z
  .enum(['', 'true', 'false'], { message: 'status must be true (Active), false (Inactive) or empty (All).' })
  .default('');

export const subscriptionsExportQuery = z.object({ keyword: keywordParam, status: statusParam });
export type SubscriptionsExportQuery = z.input<typeof subscriptionsExportQuery>;

export const subscriptionsQuery = pageQuery.extend(subscriptionsExportQuery.shape).extend({ cursor: cursorParam });
export type SubscriptionsQuery = z.input<typeof subscriptionsQuery>;

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
  nextCursor: z.string().nullable(),
});
export type SubscriptionsList = z.infer<typeof subscriptionsList>;

export const subscriptionHistoryQuery = pageQuery.extend({
  user_id: z.coerce.number({ message: 'user_id must be a user id.' }).int('user_id must be a user id.').positive('user_id must be a user id.').max(Number.MAX_SAFE_INTEGER, 'user_id must be a user id.'),
});
export type SubscriptionHistoryQuery = z.input<typeof subscriptionHistoryQuery>;

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
