import { ROLE } from '@guardian/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { isoUtc } from '../../lib/sql-helpers';

/** An alarm a stage was claimed for: who raised it, who owns it, and when it started. */
export type ClaimedAlarm = { id: number; personName: string; ownerId: number | null; ownerName: string | null; startedAt: string };

/** Alarms handled per stage and round; more wait for the next round, seconds later. */
const BATCH = 50;

/**
 * What an owner does with an alarm: while none of these happens for the stale time, the alarm is stale. Alarms
 * acknowledged before the log existed have no rows and count from their acknowledgement.
 */
const lastActivity = sql`coalesce((select max(x.at) from alarm_actions x where x.panic_event_id = p.id
                                    and x.kind in ('acknowledged', 'taken_over', 'step', 'call', 'handoff', 'note')), p.acknowledged_at)`;

/**
 * Claims the alarms `due` names by setting `column` to `now`, in the caller's transaction. `claimable` is said
 * twice, in `due` and again on the row being updated: when two processes pick the same alarm, the second
 * UPDATE waits for the first to commit and then checks `claimable` against the row the first left (PostgreSQL
 * re-reads a row changed under it), finds it false and skips it. So a stage runs once per alarm, and its
 * timeline row, audit row and mails are written by whichever transaction won.
 */
async function claim(tx: Db, column: 'escalated_at' | 'stale_reminded_at', now: Date, due: SQL, claimable: SQL): Promise<ClaimedAlarm[]> {
  const rows = await queryRows<{ id: number | string; personName: string; ownerId: number | string | null; ownerName: string | null; startedAt: string }>(
    tx,
    sql`with due as (${due} limit ${BATCH}),
        claimed as (
          update panic_events p set ${sql.identifier(column)} = ${now.toISOString()}::timestamptz
          from due where p.id = due.id and ${claimable}
          returning p.id, p.user_full_name, p.owner_id, p.created_at
        )
        select c.id, c.user_full_name as "personName", c.owner_id as "ownerId", a.full_name as "ownerName", ${isoUtc(sql`c.created_at`)} as "startedAt"
        from claimed c left join accounts a on a.id = c.owner_id order by c.created_at, c.id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), ownerId: row.ownerId === null ? null : Number(row.ownerId) }));
}

/** Stage 1: open (nobody acknowledged it) for `ackSeconds` since it started. Test alarms never escalate. */
export function claimUnacknowledged(tx: Db, now: Date, ackSeconds: number): Promise<ClaimedAlarm[]> {
  const claimable = sql`p.status = 'open' and p.escalated_at is null and p.kind <> 'test'`;
  const before = new Date(now.getTime() - ackSeconds * 1000).toISOString();
  return claim(
    tx,
    'escalated_at',
    now,
    sql`select p.id from panic_events p where ${claimable} and p.created_at <= ${before}::timestamptz order by p.created_at`,
    claimable,
  );
}

/**
 * Stage 2: acknowledged, and nothing done with it for `staleMinutes` since the last action (or since the last
 * reminder, if the owner acted after it: each quiet spell after an action reminds once).
 */
export function claimStaleReminders(tx: Db, now: Date, staleMinutes: number): Promise<ClaimedAlarm[]> {
  const before = new Date(now.getTime() - staleMinutes * 60_000).toISOString();
  const due = sql`select id, last_at from (select p.id, p.stale_reminded_at, ${lastActivity} as last_at
                    from panic_events p where p.status = 'acknowledged' and p.kind <> 'test') a
                  where a.last_at <= ${before}::timestamptz and (a.stale_reminded_at is null or a.stale_reminded_at < a.last_at)`;
  return claim(tx, 'stale_reminded_at', now, due, sql`p.status = 'acknowledged' and (p.stale_reminded_at is null or p.stale_reminded_at < due.last_at)`);
}

/** Stage 3: reminded `staleMinutes` ago and still nothing done since; escalated once per reminder. */
export function claimStaleEscalations(tx: Db, now: Date, staleMinutes: number): Promise<ClaimedAlarm[]> {
  const before = new Date(now.getTime() - staleMinutes * 60_000).toISOString();
  const notYet = sql`(p.escalated_at is null or p.escalated_at < p.stale_reminded_at)`;
  const due = sql`select p.id from panic_events p
                  where p.status = 'acknowledged' and p.kind <> 'test' and p.stale_reminded_at <= ${before}::timestamptz and ${notYet}
                    and ${lastActivity} < p.stale_reminded_at`;
  return claim(tx, 'escalated_at', now, due, sql`p.status = 'acknowledged' and ${notYet}`);
}

/**
 * The language of each escalation address that is an admin's own (accounts.language, set from the admin's
 * interface): the mail to that address is written in it. Addresses with no account or no language are absent.
 */
export async function languagesOfAddresses(tx: Db, emails: readonly string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const lowered = emails.map((email) => email.toLowerCase());
  const rows = await queryRows<{ email: string; language: string }>(
    tx,
    sql`select lower(email) as email, language from accounts
        where lower(email) in (${sql.join(
          lowered.map((email) => sql`${email}`),
          sql`, `,
        )}) and language is not null and role_id in (${ROLE.superAdmin}, ${ROLE.admin})`,
  );
  return new Map(rows.map((row) => [row.email, row.language]));
}
