import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryOne, queryRows } from '../../db/query';
import { isoUtc } from '../../lib/sql-helpers';

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

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
