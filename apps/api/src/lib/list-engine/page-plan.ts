import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Total } from './totals';

/**
 * How a filtered page is found, chosen from the total (which comes first for that reason):
 * - walk: down the order's index, keeping the rows that pass; costs about `reach` / share rows, where reach is
 *   the rows up to the page's end (offset + limit) and share the matches' part of the table;
 * - collect: all matches first (the trigram bitmap, or the filter's index), then sorted; costs about the matches.
 * Walk when reach × table rows ≤ 2 × matches², i.e. when the walk reads at most twice as many rows as a collect
 * (which also sorts them: a list scoped to nearly the whole table, such as end users, walks at any depth). Left to
 * itself the planner misjudges a search term's matches both ways (it took a 3-match user name for 300 and
 * walked a million rows for it: 4.5 s; a two-letter term for rare and read 21 s of events).
 */
export type Plan = 'walk' | 'collect';

export function choosePlan(total: Total, reach: number): Plan {
  if (total.value === 0) return 'collect';
  return 2 * total.value * total.value >= reach * Math.max(total.tableRows, 1) ? 'walk' : 'collect';
}

/**
 * Runs a filtered page's queries in its plan: SET LOCAL in a short transaction, so the choice never leaks to
 * other queries. Both plans keep off sequential scans (every filter has an index). A walk keeps off bitmap scans
 * and sorts, so the rows can only come in the index's order and the LIMIT stops the walk: a planner that takes
 * the matches for rare would otherwise read every row below the cursor and sort them (2 s per export batch of
 * a common user search). A collect keeps off plain index scans (which would walk). JIT is off: the costs these
 * settings inflate would otherwise make every such query pay ~25 ms of compiling. So are parallel workers: the
 * same inflated costs made a 10-row walk start two of them (15 ms to start, for 1 ms of reading).
 */
export function inPlan<T>(db: Db, plan: Plan, run: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(planSettings(plan));
    return run(tx);
  });
}

/** The plan's SET LOCALs, for a transaction of its own (inPlan; an export's COPY, csv-export.ts). */
export function planSettings(plan: Plan): SQL {
  return plan === 'walk'
    ? sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
                 set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`
    : sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
                 set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`;
}
