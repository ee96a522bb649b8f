import type { Db } from '../db/client';
import type { Storage } from './storage';
import { namedKeys } from './stored-files.repository';

/**
 * A file is written before its row commits, and removed after the row stops naming it: a crash or a store
 * failure in between leaves a file no row names. Only files older than this are judged, so an upload whose
 * row is still being written is never taken for one.
 */
export const ORPHAN_AGE_MS = 24 * 3600_000;
/** Keys judged per round of queries: the key columns have no index, so each round reads those tables once. */
const BATCH = 1000;

/** Removes the files older than ORPHAN_AGE_MS that no row names; returns how many it removed. */
export async function sweepOrphanFiles(db: Db, storage: Storage, now = new Date()): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_AGE_MS;
  let removed = 0;
  let batch: string[] = [];
  const judge = async () => {
    const named = await namedKeys(db, batch);
    for (const key of batch.filter((candidate) => !named.has(candidate))) {
      await storage.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of storage.list()) {
    if (file.modifiedAt.getTime() >= cutoff) continue;
    batch.push(file.key);
    if (batch.length === BATCH) await judge();
  }
  if (batch.length > 0) await judge();
  return removed;
}
