import { sql } from 'drizzle-orm';
import { dateRangeBounds, type SubscriptionFilters, type SubscriptionOrderBy, type SubscriptionRow } from '@guardian/contracts';
import { createdBetween, defineList, directionOf, type SortOrders } from '../../lib/list-engine';
import { isoUtc, keywordMatch } from '../../lib/sql-helpers';

/** Newest subscription first by default (subscriptions_created_idx); or by end date (subscriptions_end_date_idx). */
const ORDERS: SortOrders<SubscriptionOrderBy> = {
  createdAt: { column: sql`s.created_at`, type: 'timestamptz', index: 'subscriptions_created_idx' },
  endDate: { column: sql`s.end_date`, type: 'timestamptz', index: 'subscriptions_end_date_idx' },
};

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

type Raw = Omit<SubscriptionRow, 'id' | 'user' | 'userId' | 'subscriptionPlanId' | 'subscriptionEndDate'> & {
  id: number | string;
  userId: number | string;
  subscriptionPlanId: number | string;
  userName: string | null;
  email: string;
};

/**
 * Subscriptions (decision 007). Status: Active while the end date is in the future (end_date has its own
 * index). The keyword matches the subscriber's user name, full name or e-mail through the accounts' trigram
 * indexes; the matching users' subscriptions then come by subscriptions_user_idx. endDate and
 * subscriptionEndDate are the same date: the spec's screens read one or the other.
 */
export const subscriptionsList = defineList<SubscriptionFilters, Raw, SubscriptionRow>({
  table: 'subscriptions',
  alias: 's',
  columns: ({ now }) => sql`s.user_id as "userId", a.user_name as "userName", a.email, s.subscription_plan_id as "subscriptionPlanId",
    ${isoUtc(sql`s.created_at`)} as "createdAt", ${isoUtc(sql`s.end_date`)} as "endDate", s.type, s.device_type as "deviceType",
    s.end_date > ${at(now)} as "isActive", s.id`,
  joins: sql`join accounts a on a.id = s.user_id`,
  filters: ({ query, now }) => [
    query.status === 'true' ? sql`s.end_date > ${at(now)}` : undefined,
    query.status === 'false' ? sql`s.end_date <= ${at(now)}` : undefined,
    // The start (created) date, a range on subscriptions_created_idx.
    createdBetween(sql`s.created_at`, dateRangeBounds(query)),
  ],
  search: ({ query }) => {
    if (!query.keyword) return undefined;
    const matches = keywordMatch(query.keyword, [{ column: sql`user_name` }, { column: sql`full_name`, words: true }, { column: sql`email` }]);
    return sql`s.user_id in (select id from accounts where ${matches})`;
  },
  orders: ORDERS,
  sort: (query) => ({ by: query.order_by, direction: directionOf(query.order) }),
  toRow: (raw) => ({
    id: Number(raw.id),
    user: { userName: raw.userName, email: raw.email },
    userId: Number(raw.userId),
    subscriptionPlanId: Number(raw.subscriptionPlanId),
    createdAt: raw.createdAt,
    endDate: raw.endDate,
    subscriptionEndDate: raw.endDate,
    type: raw.type,
    deviceType: raw.deviceType,
    isActive: raw.isActive,
  }),
});
