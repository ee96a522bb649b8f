import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { pruneAttempts } from '../modules/auth/attempts.repository';
import { deleteExpiredSessions } from '../modules/auth/sessions.repository';

const HOUR_MS = 3600_000;

/**
 * Work no request does: forgetting old sign-in failures and long-dead sessions every hour, and, on PGlite
 * (which has no autovacuum), refreshing the planner's statistics at start so searches keep good plans.
 */
export async function startHousekeeping(database: Database, log: FastifyBaseLogger): Promise<() => void> {
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
  const run = async () => {
    try {
      const now = new Date();
      await pruneAttempts(database.db, now);
      await deleteExpiredSessions(database.db, now);
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed; it will try again in an hour');
    }
  };
  await run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
