import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/query';
import { accounts } from '../../db/schema';
import { countAllUsers } from './user-totals';
import { listUsers, userWhere, type UserRecord } from './users.repository';

/**
 * Searches at a million users.
 *
 * The trigram indexes answer `ILIKE '%term%'`, but the planner guesses a term's matches from trigram
 * statistics, and guesses badly both ways: it took 'aarav.abebe99' (3 matches) for 300 and chose to walk
 * the id index backwards for 10 of them, reading all million rows (4.5 s). So the real count comes first,
 * from the trigram bitmap (which it needs anyway for TotalResult), and decides the plan:
 * - sparse (at most SPARSE_MAX matches): bitmap scans only; the few matches are sorted by id;
 * - dense: index order only; with 1 row in 500 matching or more, a page is found within a few thousand rows.
 * The choice is made with SET LOCAL in a short transaction, so it never leaks to other queries.
 */
const SPARSE_MAX = 2_000;
/** Matches counted exactly; past this the total is estimated (a pager does not need the last digit). */
const EXACT_MAX = 10_000;
/** Newest end users read to estimate how common a term is. */
const SAMPLE = 10_000;

type Plan = 'sparse' | 'dense';
const planFor = (matches: number): Plan => (matches <= SPARSE_MAX ? 'sparse' : 'dense');

function inPlan<T>(db: Db, plan: Plan, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(plan === 'sparse' ? sql`set local enable_indexscan = off` : sql`set local enable_bitmapscan = off`);
    return run(tx as Db);
  });
}

/** Matching end users, counted from the trigram bitmap and stopped after `cap`. */
function countMatches(db: Db, search: string, cap: number): Promise<number> {
  return inPlan(db, 'sparse', async (tx) => {
    const row = await queryOne<{ n: number | string }>(
      tx,
      sql`select count(*)::int as n from (select 1 from ${accounts} where ${userWhere(search)} limit ${cap + 1}) as capped`,
    );
    return Number(row?.n ?? 0);
  });
}

/** A common term's share among the newest end users, scaled to all of them. */
async function estimateMatches(db: Db, search: string): Promise<number> {
  // The sample keeps the table's name, so the shared search condition's column names apply to it.
  const sample = await inPlan(db, 'dense', (tx) =>
    queryOne<{ hits: number | string; seen: number | string }>(
      tx,
      sql`select count(*) filter (where ${userWhere(search)})::int as hits, count(*)::int as seen
          from (select * from ${accounts} where ${userWhere(undefined)} order by ${accounts.id} desc limit ${SAMPLE}) as ${accounts}`,
    ),
  );
  const share = Number(sample?.hits ?? 0) / Math.max(1, Number(sample?.seen ?? 1));
  return Math.max(EXACT_MAX + 1, Math.round(share * (await countAllUsers(db))));
}

export async function searchUsers(db: Db, search: string, page: { page: number; limit: number }): Promise<{ rows: UserRecord[]; total: number }> {
  const matches = await countMatches(db, search, EXACT_MAX);
  const rows = await inPlan(db, planFor(matches), (tx) => listUsers(tx, search, page));
  return { rows, total: matches <= EXACT_MAX ? matches : await estimateMatches(db, search) };
}

/** The export's batches run in the plan its term needs, chosen once. */
export async function searchBatchPlan(db: Db, search: string) {
  const plan = planFor(await countMatches(db, search, SPARSE_MAX));
  return <T>(run: (tx: Db) => Promise<T>) => inPlan(db, plan, run);
}
