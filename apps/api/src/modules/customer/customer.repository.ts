import { sql } from 'drizzle-orm';
import type { CustomerContact, CustomerDevice, CustomerSubscription } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne, queryRows } from '../../db/query';
import { isoUtc } from '../../lib/sql-helpers';

/**
 * The short parts of one user's page. Each is one index range over the user's own rows, bounded by its limit:
 * subscriptions_user_idx, emergency_contacts_user_idx, device_allocations_user_idx, then device_logs_device_idx
 * for each held device's newest logs. A user holds a handful of each, so sorting them costs nothing.
 */

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The newest subscription (the one the subscription list shows as this user's current state). */
export async function newestSubscription(db: Db, userId: number, now: Date): Promise<CustomerSubscription | null> {
  const row = await queryOne<Omit<CustomerSubscription, 'id' | 'subscriptionPlanId'> & { id: number | string; subscriptionPlanId: number | string }>(
    db,
    sql`select s.id, s.subscription_plan_id as "subscriptionPlanId", ${isoUtc(sql`s.created_at`)} as "createdAt",
               ${isoUtc(sql`s.end_date`)} as "endDate", s.type, s.device_type as "deviceType", s.end_date > ${at(now)} as "isActive"
        from subscriptions s where s.user_id = ${userId}
        order by s.created_at desc, s.id desc limit 1`,
  );
  return row ? { ...row, id: Number(row.id), subscriptionPlanId: Number(row.subscriptionPlanId) } : null;
}

/** The user's emergency contacts, newest first, deleted ones included (the list shows them too, marked). */
export async function contactsOf(db: Db, userId: number, limit: number): Promise<CustomerContact[]> {
  const rows = await queryRows<Omit<CustomerContact, 'id'> & { id: number | string }>(
    db,
    sql`select c.id, c.contact_name as "contactName", c.contact_email as "contactEmail", c.country_code as "countryCode",
               c.contact_number as "contactNumber", c.is_deleted as "isDeleted", c.consent_status as "consentStatus", c.is_active as "isActive"
        from emergency_contacts c where c.user_id = ${userId}
        order by c.id desc limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function countContacts(db: Db, userId: number): Promise<number> {
  const row = await queryOne<{ n: number | string }>(db, sql`select count(*) as n from emergency_contacts where user_id = ${userId}`);
  return Number(row?.n ?? 0);
}

type DeviceRaw = Omit<CustomerDevice, 'id' | 'latestLogs'> & { id: number | string; latestLogs: unknown };

/** The devices allocated to the user now (allocation not released), each with its newest `logsEach` logs. */
export async function devicesHeldBy(db: Db, userId: number, limit: number, logsEach: number): Promise<CustomerDevice[]> {
  const rows = await queryRows<DeviceRaw>(
    db,
    sql`select d.id, d.device_name as "deviceName", d.device_id as "deviceId", d.mac_address as "macAddress", d.is_active as "isActive",
               ${isoUtc(sql`x.allocated_at`)} as "allocatedAt",
               (select coalesce(json_agg(json_build_object('eventType', l.event_type, 'eventMessage', l.event_message,
                         'timeStamp', ${isoUtc(sql`l.time_stamp`)}) order by l.time_stamp desc, l.id desc), '[]'::json)
                from (select * from device_logs where device_id = d.id order by time_stamp desc, id desc limit ${logsEach}) l) as "latestLogs"
        from device_allocations x join devices d on d.id = x.device_id
        where x.user_id = ${userId} and x.released_at is null
        order by x.allocated_at desc, x.id desc limit ${limit}`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    latestLogs: (typeof row.latestLogs === 'string' ? JSON.parse(row.latestLogs) : row.latestLogs) as CustomerDevice['latestLogs'],
  }));
}
