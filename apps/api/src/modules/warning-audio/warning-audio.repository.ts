import { and, asc, count, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { warningAudios } from '../../db/schema';

export type WarningAudioRecord = typeof warningAudios.$inferSelect;
export type WarningAudioValues = { name: string; language: string; triggerSeconds: number; audioFile: string; durationMs: number };

export async function listWarningAudios(db: Db, limit: number, offset: number): Promise<WarningAudioRecord[]> {
  return db.select().from(warningAudios).orderBy(asc(warningAudios.triggerSeconds), asc(warningAudios.id)).limit(limit).offset(offset);
}

export async function countWarningAudios(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(warningAudios);
  return row?.n ?? 0;
}

export async function findWarningAudio(db: Db, id: number): Promise<WarningAudioRecord | undefined> {
  const [row] = await db.select().from(warningAudios).where(eq(warningAudios.id, id)).limit(1);
  return row;
}

/**
 * The gap rule spans rows, so no unique index can hold it: writers take this lock for the rest of their
 * transaction (readers go on), so two uploads for 00:10:00 and 00:12:00 cannot both pass the check.
 */
export async function lockWarningAudios(db: Db): Promise<void> {
  await db.execute(sql`lock table ${warningAudios} in share row exclusive mode`);
}

/** Another recording whose trigger time is less than `gapSeconds` away, if any. */
export async function findTriggerClash(db: Db, triggerSeconds: number, gapSeconds: number, exceptId?: number): Promise<WarningAudioRecord | undefined> {
  const near = and(gt(warningAudios.triggerSeconds, triggerSeconds - gapSeconds), lt(warningAudios.triggerSeconds, triggerSeconds + gapSeconds));
  const [row] = await db
    .select()
    .from(warningAudios)
    .where(exceptId === undefined ? near : and(near, ne(warningAudios.id, exceptId)))
    .limit(1);
  return row;
}

export async function insertWarningAudio(db: Db, values: WarningAudioValues): Promise<WarningAudioRecord> {
  const [row] = await db.insert(warningAudios).values(values).returning();
  if (!row) throw new Error('warning audio not inserted');
  return row;
}

export async function updateWarningAudio(
  db: Db,
  id: number,
  values: Partial<WarningAudioValues> & { updatedAt: Date },
): Promise<WarningAudioRecord | undefined> {
  const [row] = await db.update(warningAudios).set(values).where(eq(warningAudios.id, id)).returning();
  return row;
}

export async function deleteWarningAudio(db: Db, id: number): Promise<WarningAudioRecord | undefined> {
  const [row] = await db.delete(warningAudios).where(eq(warningAudios.id, id)).returning();
  return row;
}
