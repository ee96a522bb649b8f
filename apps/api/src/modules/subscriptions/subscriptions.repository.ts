import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryOne, queryRows } from '../../db/query';
import { orderBy, pageIds, sortValue, type PageWindow, type SortKey } from '../../lib/keyset';
import { countMatching, countTable } from '../../lib/row-count';
import { isoUtc, keywordMatch, whereAll } from '../../lib/sql-helpers';

/** Newest subscription first; served by subscriptions_created_idx (created_at, id). */
export const SUBSCRIPTION_SORT: SortKey = { name: 'createdAt', column: sql`s.created_at`, type: 'timestamptz', id: sql`s.id`, direction: 'desc' };

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Status: Active while the end date is in the future (end_date has its own index). The keyword matches
 * the subscriber's user name, full name or e-mail through the accounts' trigram indexes; the matching
 * users' subscriptions then come by subscriptions_user_idx.
 */
export function subscriptionFilter(keyword: string, status: '' | 'true' | 'false', now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (status === 'true') conditions.push(sql`s.end_date > ${at(now)}`);
  if (status === 'false') conditions.push(sql`s.end_date <= ${at(now)}`);
  if (keyword) {
    const matches = keywordMatch(keyword, [{ column: sql`user_name` }, { column: sql`full_name`, words: true }, { column: sql`email` }]);
    conditions.push(sql`s.user_id in (select id from accounts where ${matches})`);
  }
  return conditions.length ? whereAll(conditions) : undefined;
}

export type SubscriptionRecord = {
  id: number;
  sortValue: string;
  userId: number;
  userName: string | null;
  email: string;
  subscriptionPlanId: number;
  createdAt: string;
  endDate: string;
  type: string;
  deviceType: string;
  isActive: boolean;
};

export async function selectSubscriptions(db: Db, filter: SQL | undefined, window: PageWindow, now: Date, collectFirst = false): Promise<SubscriptionRecord[]> {
  const ids = pageIds({ from: sql`subscriptions s`, alias: 's', columns: sql`s.id, s.created_at`, filter, key: SUBSCRIPTION_SORT, window, collectFirst });
  const rows = await queryRows<SubscriptionRecord & { id: number | string; userId: number | string; subscriptionPlanId: number | string }>(
    db,
    sql`
      with page as (${ids})
      select s.id, ${sortValue(SUBSCRIPTION_SORT)} as "sortValue", s.user_id as "userId", a.user_name as "userName", a.email,
             s.subscription_plan_id as "subscriptionPlanId", ${isoUtc(sql`s.created_at`)} as "createdAt",
             ${isoUtc(sql`s.end_date`)} as "endDate", s.type, s.device_type as "deviceType", s.end_date > ${at(now)} as "isActive"
      from page join subscriptions s on s.id = page.id
      join accounts a on a.id = s.user_id
      order by ${orderBy(SUBSCRIPTION_SORT)}
    `,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), userId: Number(row.userId), subscriptionPlanId: Number(row.subscriptionPlanId) }));
}

export function countSubscriptions(db: Db, filter: SQL | undefined): Promise<number> {
  if (!filter) return countTable(db, 'subscriptions');
  return countMatching(db, { table: 'subscriptions', alias: 's', filter });
}

export async function monthlyPlanIds(db: Db): Promise<Set<number>> {
  const rows = await queryRows<{ id: number | string }>(db, sql`select id from subscription_plans where interval = 'monthly'`);
  return new Set(rows.map((row) => Number(row.id)));
}

export type HostRecord = { fullName: string; userName: string | null; email: string; phoneNumber: string | null; countryCode: string | null };

/** Only app end users (role 6) have subscriptions; any other id is "not found". */
export function findSubscriber(db: Db, userId: number): Promise<HostRecord | undefined> {
  return queryOne<HostRecord>(
    db,
    sql`select full_name as "fullName", user_name as "userName", email, phone_number as "phoneNumber", country_code as "countryCode"
        from accounts where id = ${userId} and role_id = 6`,
  );
}

export type TransactionRecord = {
  id: number;
  transactionRef: string;
  subscriptionPlanId: number;
  amountCents: number;
  currency: string;
  deviceType: string;
  startDate: string;
  endDate: string;
  createdAt: string;
  isActive: boolean;
};

/** One user's transactions, newest first, by subscription_transactions_user_idx (user_id, created_at). */
export async function selectTransactions(db: Db, userId: number, limit: number, offset: number, now: Date): Promise<TransactionRecord[]> {
  const rows = await queryRows<TransactionRecord & { id: number | string; subscriptionPlanId: number | string }>(
    db,
    sql`
      select t.id, t.transaction_ref as "transactionRef", t.subscription_plan_id as "subscriptionPlanId", t.amount_cents as "amountCents",
             t.currency, t.device_type as "deviceType", ${isoUtc(sql`t.start_date`)} as "startDate", ${isoUtc(sql`t.end_date`)} as "endDate",
             ${isoUtc(sql`t.created_at`)} as "createdAt", t.end_date > ${at(now)} as "isActive"
      from subscription_transactions t where t.user_id = ${userId}
      order by t.created_at desc, t.id desc limit ${limit} offset ${offset}
    `,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), subscriptionPlanId: Number(row.subscriptionPlanId) }));
}

/** A user holds a handful of transactions: an exact count is one short index range. */
export async function countTransactions(db: Db, userId: number): Promise<number> {
  const row = await queryOne<{ n: number | string }>(db, sql`select count(*) as n from subscription_transactions where user_id = ${userId}`);
  return Number(row?.n ?? 0);
}
