import { sql } from 'drizzle-orm';
import { dateRangeBounds, type SubscriptionFilters, type SubscriptionOrderBy, type SubscriptionRow } from '@guardian/contracts';
import { createdBetween, defineList, directionOf, type SortOrders } from '../../lib/list-engine';
import { accountHolds, containsPattern, FIELD_SEPARATOR, isoUtc, keywordMatch, SHORT_KEYWORD } from '../../lib/sql-helpers';

/** Newest subscription first by default (subscriptions_created_idx); or by end date (subscriptions_end_date_idx). */
const ORDERS: SortOrders<SubscriptionOrderBy> = {
  createdAt: { column: sql`s.created_at`, type: 'timestamptz', index: 'subscriptions_created_idx' },
  endDate: { column: sql`s.end_date`, type: 'timestamptz', index: 'subscriptions_end_date_idx' },
};

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * The keyword against the account `alias` names: its user name, full name or e-mail. From three characters, one
 * LIKE on its lower-cased search text (accounts_search_trgm, decision 035: the same rows as an ILIKE per field);
 * a shorter keyword matches the start of the user name, of a word of the full name, or of the e-mail.
 */
function subscriberMatch(keyword: string, alias: string) {
  const field = (name: string) => sql`${sql.raw(alias)}.${sql.raw(name)}`;
  if (keyword.length >= SHORT_KEYWORD && !keyword.includes(FIELD_SEPARATOR)) return sql`${field('search_text')} like lower(${containsPattern(keyword)})`;
  return keywordMatch(keyword, [{ column: field('user_name') }, { column: field('full_name'), words: true }, { column: field('email') }]);
}

type Raw = Omit<SubscriptionRow, 'id' | 'user' | 'userId' | 'subscriptionPlanId' | 'subscriptionEndDate'> & {
  id: number | string;
  userId: number | string;
  subscriptionPlanId: number | string;
  userName: string | null;
  email: string;
};

/**
 * Subscriptions (decision 007). Status: Active while the end date is in the future (end_date has its own
 * index). The keyword matches the subscriber's user name, full name or e-mail: a walk tests it on each
 * subscription it passes through the subscriber's primary key; a collect finds the matching accounts through
 * their trigram indexes, then their subscriptions by subscriptions_user_idx. Deep pages of the whole list start
 * from page marks. endDate and subscriptionEndDate are the same date: the spec's screens read one or the other.
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
  search: ({ query }) => (query.keyword ? accountHolds(sql`s.user_id`, subscriberMatch(query.keyword, 'o')) : undefined),
  collectSearch: ({ query }) => (query.keyword ? sql`s.user_id in (select a.id from accounts a where ${subscriberMatch(query.keyword, 'a')})` : undefined),
  orders: ORDERS,
  pageMarks: 'subscriptions',
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
