import { sql, type SQL } from 'drizzle-orm';
import { dateRangeBounds, type SubscriptionFilters, type SubscriptionOrderBy, type SubscriptionRow } from '@guardian/contracts';
import { createdBetween, defineList, directionOf, type SortOrders } from '../../lib/list-engine';
import { accountHolds, containsPattern, FIELD_SEPARATOR, isoUtc, keywordMatch, SHORT_KEYWORD } from '../../lib/sql-helpers';
import { trigramContains, trigramFrequencies, type TrigramFrequencies } from '../../lib/trigram-window';

/** Newest subscription first by default (subscriptions_created_idx); or by end date (subscriptions_end_date_idx). */
const ORDERS: SortOrders<SubscriptionOrderBy> = {
  createdAt: { column: sql`s.created_at`, type: 'timestamptz', index: 'subscriptions_created_idx' },
  endDate: { column: sql`s.end_date`, type: 'timestamptz', index: 'subscriptions_end_date_idx' },
};

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The keyword against an account `alias`'s fields: its user name, full name or e-mail (a short keyword: their starts). */
const accountMatch = (keyword: string, alias: string) => {
  const field = (name: string) => sql`${sql.raw(alias)}.${sql.raw(name)}`;
  return keywordMatch(keyword, [{ column: field('user_name') }, { column: field('full_name'), words: true }, { column: field('email') }]);
};

/**
 * The keyword against the subscriber's names, on the subscription's own copy of the account's search text
 * (subscriber_search, migration 0022: full name, e-mail and user name, lower-cased, joined by FIELD_SEPARATOR),
 * so a walk tests the row it passes without a lookup. From three characters, anywhere (the same rows as an ILIKE
 * per field, decision 035; subscriptions_subscriber_trgm serves it). A shorter keyword matches the start of the
 * full name, of a word of it, of the e-mail or of the user name: the text's start, a start after a space (only
 * full names hold spaces) or after a separator. A keyword holding the separator is tested field by field.
 */
function subscriberMatch(keyword: string): SQL {
  const text = sql`s.subscriber_search`;
  if (keyword.includes(FIELD_SEPARATOR)) return accountHolds(sql`s.user_id`, accountMatch(keyword, 'o'));
  if (keyword.length >= SHORT_KEYWORD) return sql`${text} like lower(${containsPattern(keyword)})`;
  const literal = containsPattern(keyword).slice(1, -1);
  const starts = [`${literal}%`, `% ${literal}%`, `%${FIELD_SEPARATOR}${literal}%`];
  return sql`(${sql.join(
    starts.map((pattern) => sql`${text} like lower(${pattern})`),
    sql` or `,
  )})`;
}

/**
 * A short keyword is collected through the accounts' own indexes; a longer one through subscriptions_subscriber_trgm,
 * which is asked for the keyword's cheapest part (decision 041).
 */
const subscriberCollect = (keyword: string, frequencies: TrigramFrequencies | undefined) =>
  keyword.length >= SHORT_KEYWORD && !keyword.includes(FIELD_SEPARATOR)
    ? trigramContains(keyword, frequencies, sql`s.subscriber_search`, { lowerCased: true })
    : sql`s.user_id in (select a.id from accounts a where ${accountMatch(keyword, 'a')})`;

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
 * subscription it passes on its copy of the subscriber's search text; a collect finds a long keyword's matches
 * through that copy's trigram index, a short one's accounts through their indexes, then their subscriptions by
 * subscriptions_user_idx. Deep pages of the whole list start
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
  search: ({ query }) => (query.keyword ? subscriberMatch(query.keyword) : undefined),
  collectSearch: ({ query, ctx }) => (query.keyword ? subscriberCollect(query.keyword, trigramFrequencies(ctx)) : undefined),
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
