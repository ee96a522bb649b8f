import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { fillAllMissingPlaces } from '../lib/gazetteer/event-places';
import { refreshPageMarks } from '../lib/list-engine';
import { MARKED_LISTS } from '../modules/marked-lists';
import { refreshTrigramFrequencies } from '../lib/trigram-window';
import { pruneAlarmFeed } from '../modules/alarms/alarm-feed.repository';
import { pruneKeyUsage } from '../modules/integrations/integrations.repository';
import { pruneAuditLog } from '../modules/timeline/timeline.repository';
import { pruneAttempts } from '../modules/auth/attempts.repository';
import { deleteExpiredSessions } from '../modules/auth/sessions.repository';
import { pruneAddresses } from '../modules/auth/sign-in-addresses.repository';
import { sweepOrphanFiles } from '../storage/orphan-sweep';
import type { Storage } from '../storage/storage';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** A desk reconnects within minutes; a week of the alarm feed is plenty for the longest outage. */
const ALARM_FEED_KEEP_MS = 7 * DAY_MS;
/** Page marks are checked every minute (a check is two index lookups per order) and built again when stale. */
const PAGE_MARKS_EVERY_MS = 60_000;

/**
 * Work no request does: forgetting old sign-in failures, long-dead sessions, service-key usage windows older
 * than a day and alarm feed rows older than a week, every hour; and, on PGlite
 * (which has no autovacuum), refreshing the planner's statistics at start so searches keep good plans. Audit rows
 * older than AUDIT_RETENTION_DAYS are deleted in the same pass. At start it also gives events written before
 * migration 0006 their nearest place, in batches in the background. Every minute it builds again the page marks
 * of big lists that have gone stale (decision 032). At start and every hour it samples how common each trigram of
 * the accounts' search text is, for the lookup of long search terms (decision 041). Once a day, starting an hour
 * after start, it removes stored files that no row names and that are older than a day (orphan-sweep.ts).
 */
export async function startHousekeeping(
  ctx: Pick<AppContext, 'database' | 'listState'>,
  log: FastifyBaseLogger,
  options: { auditRetentionDays: number; storage?: Storage },
): Promise<() => void> {
  const { database } = ctx;
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
  const run = async () => {
    try {
      const now = new Date();
      await pruneAttempts(database.db, now);
      await deleteExpiredSessions(database.db, now);
      await pruneAddresses(database.db, now);
      await pruneAuditLog(database.db, new Date(now.getTime() - options.auditRetentionDays * 24 * HOUR_MS));
      await pruneKeyUsage(database.db, new Date(now.getTime() - DAY_MS));
      await pruneAlarmFeed(database.db, new Date(now.getTime() - ALARM_FEED_KEEP_MS));
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed; it will try again in an hour');
    }
  };
  // A long search term's lookup picks its cheapest part from these (decision 041); until built, the whole term.
  const refreshTrigrams = () =>
    void refreshTrigramFrequencies({ db: database.db, listState: ctx.listState }).catch((error: unknown) =>
      log.warn({ err: error }, 'trigram frequencies failed; the next hour tries again'),
    );
  await run();
  refreshTrigrams();
  const timer = setInterval(() => {
    void run();
    refreshTrigrams();
  }, HOUR_MS);
  timer.unref();
  let stopped = false;
  let refreshing: Promise<unknown> | undefined;
  // One refresh at a time: a slow build (ten million rows on a busy machine) must not overlap the next minute's.
  const refreshMarks = () => {
    refreshing ??= refreshPageMarks(database.db, MARKED_LISTS, () => stopped)
      .catch((error: unknown) => log.warn({ err: error }, 'building page marks failed; it will try again in a minute'))
      .finally(() => (refreshing = undefined));
  };
  refreshMarks();
  const marksTimer = setInterval(refreshMarks, PAGE_MARKS_EVERY_MS);
  marksTimer.unref();
  // Events written before places existed get theirs in the background, once (decision 029).
  void fillAllMissingPlaces(database.db, { batch: 2000, pauseMs: 50, isStopped: () => stopped })
    .then((filled) => filled && log.info({ filled }, 'nearest places resolved for older panic events'))
    .catch((error: unknown) => log.warn({ err: error }, "resolving older panic events' places failed; the next start tries again"));
  // Hourly runs count up to the daily sweep; the first is an hour after start, not during it.
  let hours = 23;
  const sweepFiles = () => {
    hours = (hours + 1) % 24;
    if (hours !== 0 || !options.storage) return;
    void sweepOrphanFiles(database.db, options.storage)
      .then((removed) => removed && log.info({ removed }, 'removed stored files that no row names'))
      .catch((error: unknown) => log.warn({ err: error }, 'sweeping orphan files failed; it will try again tomorrow'));
  };
  const filesTimer = setInterval(sweepFiles, HOUR_MS);
  filesTimer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    clearInterval(marksTimer);
    clearInterval(filesTimer);
  };
}
