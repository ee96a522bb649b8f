import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryOne, queryRows } from '../../db/query';
import { isoUtc } from '../../lib/sql-helpers';

export type ApiKeyRecord = { id: number; name: string; keyPrefix: string; createdAt: string; createdBy: string | null; lastUsedAt: string | null };

export async function insertApiKey(db: Db, key: { name: string; keyHash: string; keyPrefix: string; createdBy: number | null; at: Date }): Promise<number> {
  const row = await queryOne<{ id: number | string }>(
    db,
    sql`insert into api_keys (name, key_hash, key_prefix, created_by, created_at)
        values (${key.name}, ${key.keyHash}, ${key.keyPrefix}, ${key.createdBy}, ${key.at.toISOString()}) returning id`,
  );
  return Number(row!.id);
}

/** Keys that are not revoked, newest first, with the full name of the admin who made each. */
export async function listLiveApiKeys(db: Db): Promise<ApiKeyRecord[]> {
  const rows = await queryRows<ApiKeyRecord & { id: number | string }>(
    db,
    sql`select k.id, k.name, k.key_prefix as "keyPrefix", ${isoUtc(sql`k.created_at`)} as "createdAt", a.full_name as "createdBy",
               ${isoUtc(sql`k.last_used_at`)} as "lastUsedAt"
        from api_keys k left join accounts a on a.id = k.created_by
        where k.revoked_at is null order by k.created_at desc, k.id desc`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Live keys with this name (the demo script replaces its own key). */
export async function liveKeyIdsNamed(db: Db, name: string): Promise<number[]> {
  const rows = await queryRows<{ id: number | string }>(db, sql`select id from api_keys where name = ${name} and revoked_at is null`);
  return rows.map((row) => Number(row.id));
}

/** Revokes a live key; undefined when there is none with this id (unknown, or already revoked). */
export async function revokeLiveKey(db: Db, id: number, at: Date): Promise<{ id: number; name: string } | undefined> {
  const row = await queryOne<{ id: number | string; name: string }>(
    db,
    sql`update api_keys set revoked_at = ${at.toISOString()} where id = ${id} and revoked_at is null returning id, name`,
  );
  return row && { id: Number(row.id), name: row.name };
}

export type CountedKey = { id: number; name: string; lastUsedAt: Date | null; calls: number };

/**
 * The live key with this hash, with one call counted in its minute window and the window's count so far; undefined
 * for an unknown or revoked key (nothing is counted then). One statement for both, so two processes (or two
 * requests) counting at once each get their own number and none is lost, and a service call costs the database
 * one round trip before its own work.
 */
export async function countCallOfLiveKey(db: Db, keyHash: string, windowStart: Date): Promise<CountedKey | undefined> {
  const row = await queryOne<{ id: number | string; name: string; lastUsedAt: string | null; calls: number | string }>(
    db,
    sql`with live as (select id, name, last_used_at from api_keys where key_hash = ${keyHash} and revoked_at is null),
        counted as (insert into api_key_usage (api_key_id, window_start, calls) select id, ${windowStart.toISOString()}, 1 from live
                    on conflict (api_key_id, window_start) do update set calls = api_key_usage.calls + 1
                    returning calls)
        select live.id, live.name, ${isoUtc(sql`live.last_used_at`)} as "lastUsedAt", (select calls from counted) as calls from live`,
  );
  return row && { id: Number(row.id), name: row.name, lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt) : null, calls: Number(row.calls) };
}

export async function touchKey(db: Db, id: number, at: Date): Promise<void> {
  await db.execute(sql`update api_keys set last_used_at = ${at.toISOString()} where id = ${id}`);
}

/** Housekeeping: windows older than `before` limit nothing any more. */
export async function pruneKeyUsage(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from api_key_usage where window_start < ${before.toISOString()}`);
}
