import { sql, type SQL } from 'drizzle-orm';

/**
 * `%keyword%` for ILIKE with the user's own % _ and \ taken literally, so a search for "50%" finds "50%"
 * rather than everything. Contains-searches like this are what the pg_trgm GIN indexes serve.
 */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A trigram index finds `%ab%` only by reading all of itself (two letters hold no trigram), which at 10M
 * rows is a full scan per keystroke. Under three characters a keyword therefore matches the start of the
 * value, or of any word of it for `words` columns (names): both are trigram lookups (' ab' is a trigram).
 */
export const SHORT_KEYWORD = 3;

/**
 * A one-row relation with an `id` column, for the row builders that take a `source` (a CTE's name or this):
 * the same INSERT serves a write about one known id and a step of a statement whose id comes from an earlier
 * step (the alarm an ingest has just inserted, in one statement).
 */
export const rowWithId = (id: number | string) => sql`(select ${String(id)}::bigint as id)`;

export function keywordMatch(keyword: string, columns: { column: SQL; words?: boolean }[]): SQL {
  const literal = containsPattern(keyword).slice(1, -1);
  const conditions = columns.flatMap(({ column, words }) => {
    if (keyword.length >= SHORT_KEYWORD) return [sql`${column} ilike ${`%${literal}%`}`];
    const start = sql`${column} ilike ${`${literal}%`}`;
    return words ? [start, sql`${column} ilike ${`% ${literal}%`}`] : [start];
  });
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * Joins fields for one contains-test (accounts.search_text, migration 0012): a character nobody types, so a term
 * cannot match across two fields. A term that holds it takes a test per field instead.
 */
export const FIELD_SEPARATOR = '\u001f';

/**
 * A keyword of SHORT_KEYWORD or more characters anywhere in any of `columns`, tested on each row a walk or a sample
 * passes (no index serves it): one lower() and one LIKE over the fields joined by FIELD_SEPARATOR, where an ILIKE
 * per field lower-cased each value and the pattern again on every row (a 3,000-row sample of panic events: about
 * 1.7 against 3.2 ms of filtering). ILIKE is lower(text) LIKE lower(pattern) in a UTF-8 database (decision 035),
 * so the rows are the same. Undefined where keywordMatch must decide (a short keyword, or one holding the separator).
 */
export function joinedContains(keyword: string, columns: SQL[]): SQL | undefined {
  if (keyword.length < SHORT_KEYWORD || keyword.includes(FIELD_SEPARATOR)) return undefined;
  return sql`lower(${sql.join(columns, sql` || chr(31) || `)}) like lower(${containsPattern(keyword)})`;
}

/**
 * `test` on the account `accountId` names, as `o` (`o.user_name ilike 'ana%'`), for each row a walk or a sample
 * passes: one primary-key lookup, a scalar subquery the planner can neither hash nor turn into a join. A join or
 * an IN (select …) over all matching accounts would first gather every one of them, and under a walk's settings
 * (no bitmap scans, which the trigram indexes need) read the accounts table through for it, once per row when
 * the set outgrew work_mem (a deep page of contacts searched for "a": 116 s).
 */
export function accountHolds(accountId: SQL, test: SQL): SQL {
  return sql`coalesce((select ${test} from accounts o where o.id = ${accountId}), false)`;
}

/**
 * A timestamp as ISO-8601 UTC text, made by the database: both drivers then hand back the same string
 * (node-postgres and PGlite otherwise differ in how they parse timestamps in raw queries).
 */
export function isoUtc(column: SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** AND of the conditions given, or true when there are none. */
export function whereAll(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
}
