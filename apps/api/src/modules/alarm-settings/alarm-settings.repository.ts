import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/query';
import { isoUtc } from '../../lib/sql-helpers';

/** The row as saved: `staleMinutes` is null until a super admin saves the settings (migration 0021). */
export type StoredAlarmSettings = { escalationEmails: string[]; staleMinutes: number | null; updatedAt: string };

/** The one row migration 0018 created; `forUpdate` holds it while a change is compared and written. */
export async function readAlarmSettings(db: Db, forUpdate = false): Promise<StoredAlarmSettings> {
  const row = await queryOne<{ escalationEmails: unknown; staleMinutes: number | null; updatedAt: string }>(
    db,
    sql`select escalation_emails as "escalationEmails", stale_minutes as "staleMinutes", ${isoUtc(sql`updated_at`)} as "updatedAt"
        from alarm_settings where id = 1 ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!row) throw new Error('the alarm_settings row is missing (migration 0018 creates it)');
  const emails = typeof row.escalationEmails === 'string' ? JSON.parse(row.escalationEmails) : row.escalationEmails;
  return { escalationEmails: emails as string[], staleMinutes: row.staleMinutes === null ? null : Number(row.staleMinutes), updatedAt: row.updatedAt };
}

export async function writeAlarmSettings(tx: Db, settings: { escalationEmails: string[]; staleMinutes: number }, by: number, at: Date): Promise<void> {
  await tx.execute(
    sql`update alarm_settings set escalation_emails = ${JSON.stringify(settings.escalationEmails)}::jsonb, stale_minutes = ${settings.staleMinutes},
               updated_at = ${at.toISOString()}, updated_by = ${by}
        where id = 1`,
  );
}
