import { sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/query';
import { accounts } from '../../db/schema';
import { ESTIMATE_FROM_ROWS } from '../../lib/row-count';
import { isEndUser } from './users.repository';

/** A never-analysed table this small on disk (about 100k accounts) is simply counted. */
const COUNT_BELOW_BYTES = 24 * 1024 * 1024;
const CACHE_MS = 30_000;
const exactCache = new WeakMap<Db, { value: number; at: number }>();

/**
 * The unfiltered role-6 total without counting a million rows on every page view:
 * - small (pg_class.reltuples under ESTIMATE_FROM_ROWS, or a table file under 24 MB): an exact count, a few ms;
 * - analysed and large: reltuples (PostgreSQL's own row estimate, kept by autovacuum's ANALYZE) minus the
 *   admins, who are few and counted exactly over accounts_role_id_idx; no end-user row is read;
 * - large but never analysed (reltuples -1: PGlite has no autovacuum): an exact count kept 30 s by this
 *   process and forgotten on its own writes (an embedded PGlite has no other writer).
 */
export async function countAllUsers(db: Db): Promise<number> {
  const stats = await queryOne<{ rows: number | string; bytes: number | string }>(
    db,
    sql`select reltuples::float8 as rows, pg_relation_size(oid)::float8 as bytes from pg_class where oid = 'accounts'::regclass`,
  );
  const estimated = Number(stats?.rows ?? -1);
  if (estimated >= ESTIMATE_FROM_ROWS) {
    const admins = await exactCount(db, sql`${accounts.roleId} < ${ROLE.appUser} or ${accounts.roleId} > ${ROLE.appUser}`);
    return Math.max(0, Math.round(estimated) - admins);
  }
  if (estimated >= 0 || Number(stats?.bytes ?? 0) < COUNT_BELOW_BYTES) return exactCount(db, isEndUser);
  const hit = exactCache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const value = await exactCount(db, isEndUser);
  exactCache.set(db, { value, at: Date.now() });
  return value;
}

export async function exactCount(db: Db, where: SQL): Promise<number> {
  const row = await queryOne<{ n: number | string }>(db, sql`select count(*)::bigint as n from ${accounts} where ${where}`);
  return Number(row?.n ?? 0);
}

/** After this process adds an end user. */
export function forgetUserTotal(db: Db) {
  exactCache.delete(db);
}

