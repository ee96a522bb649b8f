import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db, ReadBudget, Settings } from '../../db/client';
import type { Total } from './total-rules';

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

/** The settings of each plan (why each is there: inPlan). */
const PLAN_SETTINGS: Record<Plan, Settings> = {
  walk: { jit: 'off', max_parallel_workers_per_gather: '0', enable_seqscan: 'off', enable_bitmapscan: 'off', enable_sort: 'off' },
  collect: { jit: 'off', max_parallel_workers_per_gather: '0', enable_seqscan: 'off', enable_indexscan: 'off' },
};

/**
 * A page from this many rows into a filtered list on is a heavy read (ReadBudget): it walks or collects rows up
 * to its end, where a first page or a cursor's next page reads about its own rows.
 */
export const HEAVY_FROM_ROW = 1_000;

/** The budget of a read that steps over `offset` rows; an export's batches are heavy whatever their offset. */
export const budgetOf = (offset: number): ReadBudget => (offset >= HEAVY_FROM_ROW ? 'heavy' : 'interactive');

/** The database a list reads: the request's Db, and the Database it came from (for its settings pools). */
export type PlanTarget = { db: Db; database: Pick<Database, 'db' | 'withSettings'> };

/**
 * Runs a filtered page's queries in its plan, so the choice never leaks to other queries: on PostgreSQL on a
 * connection of the plan's own (Database.withSettings: one round trip instead of four), otherwise (PGlite, or
 * a Db that is already a transaction) with SET LOCAL in a short transaction that is rolled back. Both plans keep off sequential
 * scans (every filter has an index). A walk keeps off bitmap scans and sorts, so the rows can only come in the
 * index's order and the LIMIT stops the walk: a planner that takes the matches for rare would otherwise read
 * every row below the cursor and sort them (2 s per export batch of a common user search). A collect keeps off
 * plain index scans (which would walk). JIT is off: the costs these settings inflate would otherwise make every
 * such query pay ~25 ms of compiling. So are parallel workers: the same inflated costs made a 10-row walk start
 * two of them (15 ms to start, for 1 ms of reading). `budget`: whose connections the read may hold (ReadBudget).
 */
export function inPlan<T>({ db, database }: PlanTarget, plan: Plan, run: (db: Db) => Promise<T>, budget: ReadBudget = 'interactive'): Promise<T> {
  const pinned = database.withSettings && db === database.db ? database.withSettings(PLAN_SETTINGS[plan], budget) : undefined;
  if (pinned) return run(pinned);
  return readThenRollBack(db, async (tx) => {
    await tx.execute(planSettings(plan));
    return run(tx);
  });
}

/** Thrown to end a plan's transaction in a rollback, which its reads do not mind. */
class PlanDone<T> {
  constructor(readonly result: T) {}
}

/**
 * Ends in a rollback: inside an outer transaction (a nested one is a savepoint), releasing the savepoint would
 * keep the SET LOCALs until the outer transaction ends; rolling back to it undoes them.
 */
async function readThenRollBack<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new PlanDone(await run(tx));
    });
  } catch (outcome) {
    if (outcome instanceof PlanDone) return outcome.result as T;
    throw outcome;
  }
  throw new Error('unreachable: a plan transaction always ends in PlanDone or an error');
}

/** The plan's SET LOCALs, for a transaction of its own (inPlan; an export's COPY, csv-export.ts). */
export function planSettings(plan: Plan): SQL {
  const calls = Object.entries(PLAN_SETTINGS[plan]).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  return sql`select ${sql.join(calls, sql`, `)}`;
}

/**
 * A page's plan: the one a test asks for, else the total's (a filtered page), else a walk down the order's index.
 * `enforced`: under a search (or a test's choice) the plan's settings hold it (inPlan); plain filters are left to
 * the planner.
 */
export type PagePlan = { plan: Plan; enforced: boolean };

export function planPage(total: Total, reach: number, filtered: { filter: unknown; searching: boolean }, chosen?: Plan): PagePlan {
  if (!filtered.filter) return { plan: 'walk', enforced: false };
  return { plan: chosen ?? choosePlan(total, reach), enforced: filtered.searching || chosen !== undefined };
}
