import type { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * One `COPY (select …) TO STDOUT` statement and the settings its transaction runs under (a page plan's
 * SET LOCALs, decision 024), both as drizzle SQL; `timeoutMs` is the COPY's statement_timeout.
 */
export type CopyStatement = { select: SQL; settings?: SQL; timeoutMs?: number };

/** Streams the statement's output into `into`; resolves when it has all been written or `into` was closed. */
export type CopyOut = (statement: CopyStatement, into: PassThrough) => Promise<void>;

/** Names an export's connection in pg_stat_activity while its COPY runs (for an operator, and the abort test). */
export const EXPORT_APPLICATION_NAME = 'guardian-export';

/**
 * Memory for each sort or hash of an export's COPY. At the default 4 MB, sorting the devices' open allocations
 * for the set join spilled to disk (an external merge): 64 MB keeps it in memory, about a quarter faster at
 * 100,000 devices. Exports take turns (two at a time per server: lib/heavy-work.ts), so this is bounded.
 */
export const EXPORT_WORK_MEM = '64MB';

/**
 * An export's COPY is one statement for the whole file (a million rows take about a minute), so the request
 * timeout of its connection does not fit it: it gets this one instead. It ends sooner when the client leaves
 * (cancelled below), and exports take turns, so a long one holds one connection of the pool at most.
 */
export const EXPORT_STATEMENT_TIMEOUT = '30min';

const dialect = new PgDialect();

/**
 * COPY takes no bind parameters, so the statement's values are written into its text as literals: drizzle's
 * inlining doubles single quotes, which is a complete escape while standard_conforming_strings is on (the
 * default since PostgreSQL 9.1; the COPY's transaction sets it again rather than trust the server's
 * configuration). A NUL cannot be in a literal: refused, as the API refuses it in every input anyway.
 */
export function inlineSql(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query.inlineParams());
  if (params.length > 0) throw new Error('COPY statement kept bind parameters');
  if (text.includes('\u0000')) throw new Error('COPY statement holds a NUL byte');
  return text;
}

/**
 * COPY TO STDOUT on a connection of the app's pool (`pg-copy-streams`). The stream honours back-pressure: when
 * `into` is full the socket is not read, PostgreSQL's send buffer fills and the backend waits, so memory stays
 * flat at any size. When `into` is closed before the end (the client went away), the query is cancelled
 * (pg_cancel_backend from another pooled connection) and its connection discarded, not pooled mid-COPY.
 */
export function copyOutOf(pool: pg.Pool): CopyOut {
  return async ({ select, settings, timeoutMs }, into) => {
    const text = `copy (${inlineSql(select)}) to stdout with (format csv)`;
    const client = await pool.connect();
    let clean = false;
    try {
      if (into.destroyed) return;
      await client.query('begin');
      await client.query(
        `select set_config('standard_conforming_strings', 'on', true), set_config('application_name', '${EXPORT_APPLICATION_NAME}', true),
                set_config('work_mem', '${EXPORT_WORK_MEM}', true), set_config('statement_timeout', '${EXPORT_STATEMENT_TIMEOUT}', true)`,
      );
      if (timeoutMs !== undefined) await client.query(`select set_config('statement_timeout', $1, true)`, [String(Math.max(1, Math.round(timeoutMs)))]);
      if (settings) await client.query(inlineSql(settings));
      const copy = client.query(copyTo(text));
      // After a cancel the driver still reports the query's end on this stream; nobody reads it any more.
      copy.on('error', () => {});
      await pipeline(copy, into);
      await client.query('commit');
      clean = true;
    } catch (error) {
      if (!into.destroyed) into.destroy(error as Error);
    } finally {
      if (!clean) await pool.query('select pg_cancel_backend($1)', [(client as unknown as { processID: number }).processID]).catch(() => {});
      client.release(!clean);
    }
  };
}
