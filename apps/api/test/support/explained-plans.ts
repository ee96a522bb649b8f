import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client';
import { queryOne } from '../../src/db/query';

/** A node of EXPLAIN (FORMAT JSON), with the fields the plan tests read. */
export type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

/** One statement the engine ran, and every node of its plan. */
export type Explained = { sql: string; nodes: PlanNode[] };

export type ExplainOptions = {
  /** Only statements that name one of these tables are explained. */
  tables: string[];
  /**
   * EXPLAIN with enable_seqscan off, as a filtered page's plan already runs (page-plan.ts): for tables too small for
   * an index to beat a sequential scan, so that the plan shows which index the planner takes for the statement.
   */
  withoutSeqScans?: boolean;
};

const dialect = new PgDialect();
const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

async function explain(db: Db, query: SQL, withoutSeqScans: boolean): Promise<PlanNode[]> {
  // SET LOCAL, undone after: inside the engine's own transaction the statement then runs as it would have.
  const seqScan = withoutSeqScans ? await queryOne<{ value: string }>(db, sql`select current_setting('enable_seqscan') as value`) : undefined;
  if (seqScan) await db.execute(sql`select set_config('enable_seqscan', 'off', true)`);
  const row = await queryOne<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  if (seqScan) await db.execute(sql`select set_config('enable_seqscan', ${seqScan.value}, true)`);
  const raw = row ? Object.values(row)[0] : undefined;
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return flatten(plans[0]!.Plan);
}

/**
 * The db, with every select of the watched tables EXPLAINed before it runs, on the same handle, so the SET LOCAL
 * settings of a page's plan apply (and, with `withoutSeqScans`, in a transaction of its own outside one).
 */
export function explaining(db: Db, seen: Explained[], options: ExplainOptions, inTransaction = false): Db {
  const { tables, withoutSeqScans = false } = options;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return async (query: SQL) => {
          const text = dialect.sqlToQuery(query).sql;
          if (/^\s*select\b|^\s*with\b/i.test(text) && tables.some((table) => text.includes(`"${table}"`) || text.includes(` ${table} `))) {
            const nodes =
              withoutSeqScans && !inTransaction ? await target.transaction((tx) => explain(tx, query, true)) : await explain(target, query, withoutSeqScans);
            seen.push({ sql: text, nodes });
          }
          return target.execute(query);
        };
      }
      if (property === 'transaction') {
        return (run: (tx: Db) => Promise<unknown>, config?: unknown) =>
          (target.transaction as (run: (tx: Db) => Promise<unknown>, config?: unknown) => Promise<unknown>)(
            (tx) => run(explaining(tx, seen, options, true)),
            config,
          );
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** The statements whose plan scans one of `tables` sequentially. */
export const seqScans = (plans: Explained[], tables: string[]) =>
  plans.flatMap((plan) => plan.nodes.filter((node) => node['Node Type'] === 'Seq Scan' && tables.includes(node['Relation Name'] ?? '')).map(() => plan.sql));

/** Every index the plans read. */
export const indexesRead = (plans: Explained[]) =>
  new Set(plans.flatMap((plan) => plan.nodes.map((node) => node['Index Name']).filter((name): name is string => !!name)));
